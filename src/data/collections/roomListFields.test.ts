import { describe, expect, it } from 'vitest';
import { ROOM_LISTING_SCHEMA } from '@/schema/posts';
import { optionalFields, requiredFields } from '@/schema/stored';
import { maskedFor, type QuerySpec } from '../transport/query';
import type { RawDoc } from './documents';
import { RENT_SAMPLE_FIELDS, ROOM_CARD_FIELDS, toRentSample, toRoomCard, toRoomListing } from './roomListings';

const STORED: Record<string, unknown> = {
  title: 'Bright double near East Ham station',
  description: 'Vegetarian household, bills included.',
  address: 'East Ham',
  postcode: 'London, UK',
  rent: 750,
  deposit: 865,
  roomType: 'Double',
  preferredTenants: 'Student',
  availableFrom: '2026-12-01',
  amenities: ['Wifi', 'Bills Included'],
  contactMethod: 'Chat',
  images: ['https://example.test/a.jpg', 'https://example.test/b.jpg'],
  cardImages: ['https://example.test/card/a.jpg', 'https://example.test/card/b.jpg'],
  outcode: 'E6',
  nation: 'England',
  geo: { lat: 51.5353, lng: 0.0523, geohash: 'u10j4bs' },
  letKind: 'room-in-shared-house',
  holdingDeposit: 100,
  rentInAdvance: 750,
  household: { kitchen: 'veg-only', languages: ['Hindi', 'Tamil'], people: 2, smoking: 'indoors' },
  status: 'filled',
  ownerPremium: true,
  ownerVerified: { email: true, phone: false },
  userId: 'owner-1',
  userName: 'Priya',
  createdAt: new Date('2026-11-01T10:00:00Z'),
  lastActivity: new Date('2026-11-20T10:00:00Z'),
};

const SCHEMA_FIELDS: readonly string[] = [...requiredFields(ROOM_LISTING_SCHEMA), ...optionalFields(ROOM_LISTING_SCHEMA)];

/** The document as a query with that field mask returns it: only those fields. */
function masked(fields: readonly string[]): RawDoc {
  return { id: 'room-1', path: 'room_listings/room-1', data: Object.fromEntries(fields.map((field) => [field, STORED[field]])) };
}

describe('room list field masks', () => {
  it('name stored listing fields only (a renamed field fails here, not as an empty card)', () => {
    for (const field of [...ROOM_CARD_FIELDS, ...RENT_SAMPLE_FIELDS]) expect(SCHEMA_FIELDS).toContain(field);
  });

  it('give a card exactly what the whole listing would show on it', () => {
    const whole = toRoomListing({ id: 'room-1', path: 'room_listings/room-1', data: STORED });
    const card = toRoomCard(masked(ROOM_CARD_FIELDS));
    expect(card).toEqual(Object.fromEntries(['id', ...ROOM_CARD_FIELDS].map((field) => [field, whole[field as keyof typeof whole]])));
    expect(Object.keys(card).sort()).toEqual(['id', ...ROOM_CARD_FIELDS].sort());
  });

  it('give a rent comparison the rent and the status', () => {
    expect(toRentSample(masked(RENT_SAMPLE_FIELDS))).toEqual({ id: 'room-1', rent: 750, status: 'filled' });
  });
});

describe('a query mapped by', () => {
  const spec: QuerySpec = { path: 'room_listings', orderBy: [{ field: 'lastActivity', direction: 'desc' }], limit: 12 };

  it('a card or rent mapper asks for its fields only', () => {
    expect(maskedFor(spec, toRoomCard).select).toEqual(ROOM_CARD_FIELDS);
    expect(maskedFor(spec, toRentSample).select).toEqual(RENT_SAMPLE_FIELDS);
  });

  it('the whole-listing mapper reads whole documents (moderation compares owners and dates)', () => {
    expect(maskedFor(spec, toRoomListing)).toBe(spec);
  });
});
