import { describe, expect, it } from 'vitest';
import { DEFAULT_CITY, DEFAULT_CONTACT_METHOD, MAX_DEPOSIT, MAX_RENT, MIN_RENT } from '@/config/constants';
import { linkInTextError, moneyRangeError } from '@/config/formMessages';
import { PLACE_MESSAGES } from '@/features/place';
import type { RoomListing } from '@/data/collections/roomListings';
import { emptyListingValues, firstInvalidField, listingValuesFrom, ownerValuesFrom, toListingInput, validateListing, type ListingFormValues } from './listingForm';

const valid: ListingFormValues = {
  ...emptyListingValues(),
  title: 'Double room in Ilford',
  description: 'Near the station.',
  address: 'Ilford',
  outcode: 'IG1',
  rent: '650',
  deposit: '0',
  availableFrom: '2026-12-01',
};
const owner = { userName: 'Asha', phoneNumber: '07700 900111' };
const PLACE = { outcode: 'IG1', geo: { lat: 51.5588, lng: 0.0733, geohash: 'u10j4bs3qx' }, nation: 'england' } as const;

describe('listing form', () => {
  it('starts with the spec defaults: city "London, UK", contact by chat', () => {
    const values = emptyListingValues();
    expect(values.postcode).toBe(DEFAULT_CITY);
    expect(values.postcode).toBe('London, UK');
    expect(values.contactMethod).toBe(DEFAULT_CONTACT_METHOD);
    expect(values.contactMethod).toBe('chat');
  });

  it('prefills the owner from the profile', () => {
    expect(ownerValuesFrom({ name: 'Asha', phoneNumber: '0770' })).toEqual({ userName: 'Asha', phoneNumber: '0770' });
    expect(ownerValuesFrom(null)).toEqual({ userName: '', phoneNumber: '' });
  });

  it('accepts a complete form (deposit 0 is allowed)', () => {
    expect(validateListing(valid, owner)).toEqual({});
  });

  it('requires name, contact number, title, description, area, city, rent, deposit and date', () => {
    const blank = { ...emptyListingValues(), postcode: '  ' };
    const errors = validateListing(blank, { userName: ' ', phoneNumber: '' });
    expect(Object.keys(errors).sort()).toEqual(
      ['userName', 'phoneNumber', 'title', 'description', 'address', 'postcode', 'outcode', 'rent', 'deposit', 'availableFrom'].sort(),
    );
    expect(errors.title).toBe('Title is required.');
    expect(errors.outcode).toBe(PLACE_MESSAGES.listingPostcodeRequired);
    expect(errors.availableFrom).toBe('Available from date is required.');
    expect(firstInvalidField(errors)).toBe('userName');
  });

  it('treats Unicode spaces and zero-width characters as blank', () => {
    const errors = validateListing({ ...valid, title: '\u00a0\u00a0', description: '\u200b', address: '\u3000' }, { userName: '\u2003', phoneNumber: '07700 900123' });
    expect(Object.keys(errors).sort()).toEqual(['address', 'description', 'title', 'userName']);
  });

  it('does not ask for the owner fields when editing', () => {
    expect(validateListing(valid)).toEqual({});
  });

  it('refuses a rent under £50 a month, negative or non-numeric amounts', () => {
    expect(validateListing({ ...valid, rent: '-1' }, owner).rent).toBe('Rent must be a number from £50 to £20,000.');
    expect(validateListing({ ...valid, rent: '0' }, owner).rent).toBe('Rent must be a number from £50 to £20,000.');
    expect(validateListing({ ...valid, deposit: 'abc' }, owner).deposit).toBe('Deposit must be a number from £0 to £100,000.');
    expect(validateListing({ ...valid, rent: 'Infinity' }, owner).rent).toBe(moneyRangeError('Rent', MIN_RENT, MAX_RENT));
    expect(validateListing({ ...valid, rent: String(MAX_RENT + 1) }, owner).rent).toBe(moneyRangeError('Rent', MIN_RENT, MAX_RENT));
    expect(validateListing({ ...valid, rent: String(MIN_RENT), deposit: '0' }, owner)).toEqual({});
    expect(validateListing({ ...valid, rent: String(MAX_RENT), deposit: String(MAX_DEPOSIT) }, owner)).toEqual({});
  });

  it('refuses a title or name with a web address, a domain, an email address or a phone number', () => {
    expect(validateListing({ ...valid, title: 'Room, pay at safe-deposit.example/pay' }, owner).title).toBe(linkInTextError('Title'));
    expect(validateListing({ ...valid, title: 'Room, call 07700 900123' }, owner).title).toBe(linkInTextError('Title'));
    expect(validateListing(valid, { ...owner, userName: 'Priya www.example.org' }).userName).toBe(linkInTextError('Your name'));
    expect(validateListing({ ...valid, title: 'Room @ £700, 2 mins to E6 station' }, owner).title).toBeUndefined();
  });

  it('takes a postcode or outward code in any case or spacing, and refuses anything else', () => {
    for (const outcode of ['E6', 'e6 2ab', 'SW1A1AA', ' sw1a ']) expect(validateListing({ ...valid, outcode }).outcode).toBeUndefined();
    for (const outcode of ['Ilford', 'E6 2A', '123']) expect(validateListing({ ...valid, outcode }).outcode).toBe(PLACE_MESSAGES.invalidPostcode);
  });

  it('enforces the lengths the rules accept', () => {
    expect(validateListing({ ...valid, title: 'x'.repeat(121) }).title).toBe('Title must be at most 120 characters.');
  });

  it('converts to the domain input with numbers and trimmed text', () => {
    const input = toListingInput({ ...valid, title: '  Room  ', amenities: ['WiFi'] }, { images: ['https://x/1.jpg'] }, PLACE);
    expect(input).toMatchObject({ title: 'Room', rent: 650, deposit: 0, amenities: ['WiFi'], images: ['https://x/1.jpg'], postcode: 'London, UK', ...PLACE });
  });

  it('round-trips an existing listing into the editor', () => {
    const listing = { ...toListingInput(valid, { images: [] }, PLACE), id: 'x', status: 'active', userId: 'u', userName: 'A', household: {}, createdAt: null, lastActivity: null } as RoomListing;
    expect(listingValuesFrom(listing)).toEqual({ ...valid });
    // A stated household comes back as it was; none stated stays undefined (an untouched form writes none).
    expect(listingValuesFrom({ ...listing, household: { kitchen: 'jain', languages: ['Hindi'] } }).household).toEqual({ kitchen: 'jain', languages: ['Hindi'] });
    expect(toListingInput({ ...valid, household: { kitchen: 'jain' } }, { images: [] }, PLACE).household).toEqual({ kitchen: 'jain' });
    expect(toListingInput(valid, { images: [] }, PLACE)).not.toHaveProperty('household');
  });
});
