import { describe, expect, it } from 'vitest';
import { filtersKey } from './codec';
import { listingLocationKeys, requestLocationKeys } from './locationKeys';
import { NO_ROOM_FILTERS, roomFilterCodec, roomMatchesFilters, type FilterableListing } from './roomFilters';

const listing: FilterableListing = {
  rent: 750,
  address: 'East Ham',
  postcode: 'London, UK',
  roomType: 'Double',
  preferredTenants: 'Professional',
  availableFrom: '2026-12-01',
  amenities: ['WiFi', 'Bills included'],
};

const parse = (query: string) => roomFilterCodec.parse(new URLSearchParams(query));

describe('room filters in the URL', () => {
  it('round-trips every filter in a fixed order', () => {
    const query = 'minRent=500&maxRent=900&area=East+Ham&type=Double&tenants=Professional&availableBy=2026-12-15&amenities=WiFi%2CBills+included';
    const filters = parse(query);
    expect(filters).toEqual({
      minRent: 500,
      maxRent: 900,
      area: 'East Ham',
      roomType: 'Double',
      tenants: 'Professional',
      availableBy: '2026-12-15',
      amenities: ['WiFi', 'Bills included'],
    });
    expect(filtersKey(roomFilterCodec, filters)).toBe(query);
    expect(filtersKey(roomFilterCodec, parse('type=Double&minRent=500'))).toBe('minRent=500&type=Double');
  });

  it('ignores hand-edited junk instead of failing', () => {
    expect(parse('minRent=-5&maxRent=abc&type=Castle&tenants=&availableBy=2026-13-45&amenities=Pool,WiFi,WiFi&tab=browse-rooms')).toEqual({
      ...NO_ROOM_FILTERS,
      amenities: ['WiFi'],
      minRent: undefined,
      maxRent: undefined,
      area: undefined,
      roomType: undefined,
      tenants: undefined,
      availableBy: undefined,
    });
  });

  it('keeps "Only rooms that meet my musts" and "Best fit first" in the URL, after the other filters', () => {
    const query = 'type=Double&musts=1&sort=fit';
    const filters = parse(query);
    expect(filters).toMatchObject({ roomType: 'Double', mustsOnly: true, sort: 'fit' });
    expect(filtersKey(roomFilterCodec, filters)).toBe(query);
    expect(filtersKey(roomFilterCodec, parse('sort=fit&musts=1&minRent=500'))).toBe('minRent=500&musts=1&sort=fit');
    expect(roomFilterCodec.keys).toEqual(expect.arrayContaining(['musts', 'sort']));
  });

  it.each([
    ['musts=0', undefined, undefined],
    ['musts=true&sort=price', undefined, undefined],
    ['musts=1&sort=Fit', true, undefined],
    ['sort=fit', undefined, 'fit'],
  ])('reads %s as musts %s, sort %s', (query, mustsOnly, sort) => {
    const filters = parse(query);
    expect(filters.mustsOnly).toBe(mustsOnly);
    expect(filters.sort).toBe(sort);
    expect(filtersKey(roomFilterCodec, filters)).toBe([mustsOnly ? 'musts=1' : '', sort ? `sort=${sort}` : ''].filter(Boolean).join('&'));
  });

  it('shows the fit filter and sort as chips that remove only themselves', () => {
    const chips = roomFilterCodec.chips(parse('type=Double&musts=1&sort=fit'));
    expect(chips.map((chip) => chip.label)).toEqual(['Double', 'Meets my musts', 'Best fit first']);
    expect(chips[1]?.without).toMatchObject({ roomType: 'Double', mustsOnly: undefined, sort: 'fit' });
    expect(chips[2]?.without).toMatchObject({ roomType: 'Double', mustsOnly: true, sort: undefined });
  });

  it('describes active filters as removable chips', () => {
    const filters = parse('minRent=500&maxRent=900&type=Double&amenities=WiFi,Parking');
    const chips = roomFilterCodec.chips(filters);
    expect(chips.map((chip) => chip.label)).toEqual(['Rent £500–£900', 'Double', 'WiFi', 'Parking']);
    expect(chips[0]?.without).toMatchObject({ minRent: undefined, maxRent: undefined, roomType: 'Double' });
    expect(chips[2]?.without.amenities).toEqual(['Parking']);
    expect(roomFilterCodec.chips(parse('maxRent=900'))[0]?.label).toBe('Rent up to £900');
  });
});

describe('roomMatchesFilters', () => {
  it('matches with no filters', () => {
    expect(roomMatchesFilters(listing, NO_ROOM_FILTERS)).toBe(true);
  });

  it.each([
    ['minRent=751', false],
    ['minRent=750&maxRent=750', true],
    ['maxRent=749', false],
    ['area=east ham', true],
    ['area=London', true],
    ['area=Ilford', false],
    ['type=Single', false],
    ['tenants=Professional', true],
    ['tenants=Student', false],
    ['tenants=Any', true],
    ['availableBy=2026-12-01', true],
    ['availableBy=2026-11-30', false],
    ['amenities=Bills included', true],
    ['amenities=Bills included,Parking', false],
  ])('%s → %s', (query, expected) => {
    expect(roomMatchesFilters(listing, parse(query))).toBe(expected);
  });

  it('lets rooms for "Any" tenant match every tenant filter', () => {
    expect(roomMatchesFilters({ ...listing, preferredTenants: 'Any' }, parse('tenants=Student'))).toBe(true);
  });

  it('counts a room with no availability date as available now', () => {
    expect(roomMatchesFilters({ ...listing, availableFrom: '' }, parse('availableBy=2026-01-01'))).toBe(true);
  });
});

describe('location keys', () => {
  it('keeps area and city, drops the country', () => {
    expect(listingLocationKeys({ address: 'Ilford', postcode: 'London, UK' })).toEqual(['ilford', 'london']);
    expect(requestLocationKeys('East Ham, Ilford, Stratford, Forest Gate')).toEqual(['east-ham', 'ilford', 'stratford', 'forest-gate']);
  });
});
