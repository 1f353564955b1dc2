import { describe, expect, it } from 'vitest';
import { filtersKey } from './codec';
import { NO_ROOMMATE_FILTERS, roommateFilterCodec, roommateMatchesFilters, type FilterableRequest } from './roommateFilters';

const request: FilterableRequest = {
  budget: 800,
  gender: 'Female',
  preferredLocations: 'East Ham, Ilford, Stratford',
  moveInDate: '2026-12-10',
  preferredRoommates: ['Professional', 'Vegetarian'],
};

const parse = (query: string) => roommateFilterCodec.parse(new URLSearchParams(query));

describe('roommate filters in the URL', () => {
  it('round-trips every filter', () => {
    const query = 'minBudget=600&maxBudget=1000&gender=Female&location=Ilford&moveInBy=2026-12-31&lifestyle=Vegetarian%2CNon-Smoker';
    expect(filtersKey(roommateFilterCodec, parse(query))).toBe(query);
    expect(roommateFilterCodec.chips(parse(query)).map((chip) => chip.label)).toEqual([
      'Budget £600–£1,000',
      'Female',
      'Ilford',
      'Moving in by 31 December 2026',
      'Vegetarian',
      'Non-Smoker',
    ]);
  });

  it('keeps only the known lifestyle preferences', () => {
    expect(parse('lifestyle=Any,Vegetarian,Smoker').lifestyle).toEqual(['Vegetarian']);
  });
});

describe('roommateMatchesFilters', () => {
  it('matches with no filters', () => {
    expect(roommateMatchesFilters(request, NO_ROOMMATE_FILTERS)).toBe(true);
  });

  it.each([
    ['minBudget=800', true],
    ['minBudget=801', false],
    ['maxBudget=799', false],
    ['gender=Female', true],
    ['gender=Male', false],
    ['location=Stratford', true],
    ['location=Wembley', false],
    ['moveInBy=2026-12-10', true],
    ['moveInBy=2026-12-09', false],
    ['lifestyle=Vegetarian', true],
    ['lifestyle=Vegetarian,Non-Smoker', false],
  ])('%s → %s', (query, expected) => {
    expect(roommateMatchesFilters(request, parse(query))).toBe(expected);
  });

  it('counts a seeker with no move-in date as flexible', () => {
    expect(roommateMatchesFilters({ ...request, moveInDate: '' }, parse('moveInBy=2026-01-01'))).toBe(true);
  });
});
