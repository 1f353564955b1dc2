import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Household, SeekerSelf } from '@/schema/household';
import { RoomFacts, SeekerFacts, roomFacts, seekerFacts } from './CardFacts';

describe('card facts', () => {
  it.each<[Household, string[]]>([
    [{}, []],
    [{ kitchen: 'jain', smoking: 'none', languages: ['Gujarati', 'Hindi'] }, ['Jain-friendly', 'No smoking', 'Gujarati, Hindi']],
    [{ kitchen: 'mixed', smoking: 'outside', alcohol: 'fine', pets: 'welcome' }, ['Mixed kitchen', 'Smoking outside']],
    [{ languages: [] }, []],
  ])('a room with household %j shows %j', (household, facts) => {
    expect(roomFacts(household)).toEqual(facts);
  });

  it.each<[SeekerSelf | undefined, string[]]>([
    [undefined, []],
    [{ diet: 'vegetarian', smokes: 'no', languages: ['Hindi'] }, ['Vegetarian', 'Non-smoker', 'Hindi']],
    [{ diet: 'non-vegetarian', drinks: 'yes' }, ['Non-veg']],
  ])('a seeker who is %j shows %j', (self, facts) => {
    expect(seekerFacts(self)).toEqual(facts);
  });

  it('reads the facts as one labelled line and keeps them on one row that cannot overflow, the languages cut short first', () => {
    render(<RoomFacts household={{ kitchen: 'veg-only', smoking: 'allowed', languages: ['Tamil'] }} />);
    const row = screen.getByTestId('card-facts');
    expect(row).toHaveTextContent('Household: Veg kitchen, Smoking inside, Tamil');
    expect(row).toHaveClass('h-6', 'overflow-hidden');
    expect(row).not.toHaveClass('flex-wrap');
    const labels = [...row.querySelectorAll('span:not(.sr-only)')];
    expect(labels.slice(0, -1).map((label) => label.className)).toEqual([expect.stringContaining('shrink-0'), expect.stringContaining('shrink-0')]);
    expect(labels.at(-1)).toHaveClass('min-w-0', 'truncate');
  });

  it('keeps the row, at the same height, when nothing is known, and hides it from screen readers', () => {
    render(<SeekerFacts self={{}} />);
    const row = screen.getByTestId('card-facts');
    expect(row).toBeEmptyDOMElement();
    expect(row).toHaveClass('h-6');
    expect(row).toHaveAttribute('aria-hidden', 'true');
  });
});
