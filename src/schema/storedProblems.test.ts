import { describe, expect, it } from 'vitest';
import { storedProblems } from './stored';
import { ROOM_LISTING_SCHEMA, ROOMMATE_REQUEST_SCHEMA } from './posts';

const listing = {
  title: 'Double room in Ilford',
  description: 'Near the station.',
  address: 'Ilford',
  postcode: 'IG1',
  rent: 750,
  deposit: 750,
  roomType: 'Double',
  preferredTenants: 'Any',
  availableFrom: '2026-12-01',
  amenities: ['WiFi'],
  contactMethod: 'chat',
  images: [],
  status: 'active',
  userId: 'u1',
  userName: 'Priya',
  createdAt: new Date(),
  lastActivity: new Date(),
};

describe('storedProblems', () => {
  it('finds nothing wrong with a document the rules accept', () => {
    expect(storedProblems(ROOM_LISTING_SCHEMA, listing)).toEqual([]);
    expect(storedProblems(ROOM_LISTING_SCHEMA, { ...listing, availableFrom: '', nation: 'wales', letKind: 'lodger' })).toEqual([]);
  });

  it('names a missing required field and a field the schema does not know', () => {
    const untitled: Record<string, unknown> = { ...listing, colour: 'red' };
    delete untitled.title;
    expect(storedProblems(ROOM_LISTING_SCHEMA, untitled)).toEqual(['title: missing', 'colour: not a field of isValidListing']);
  });

  it('names each broken bound and enum', () => {
    expect(
      storedProblems(ROOM_LISTING_SCHEMA, { ...listing, title: ' \u200B ', rent: -1, roomType: 'Castle', amenities: ['WiFi', 'WiFi'], availableFrom: '1/12/2026' }),
    ).toEqual([
      'title: not 1-120 non-blank characters',
      'rent: not an amount from 0 to 20000',
      'roomType: not one of Single, Double, En-suite, Studio, Shared',
      'availableFrom: not empty or yyyy-mm-dd',
      'amenities: not distinct values of WiFi, Parking, Bills included, Furnished, Washing Machine, Gym access, Balcony',
    ]);
    expect(storedProblems(ROOMMATE_REQUEST_SCHEMA, { age: 16.5 }).filter((problem) => problem.startsWith('age'))).toEqual(['age: not a whole number from 17 to 99']);
  });
});
