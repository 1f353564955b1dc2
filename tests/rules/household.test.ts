/**
 * Household fit (src/schema/household.ts): a listing's `household`. Every enum and list bound is
 * refused beside its legitimate twin; a household change by an owner without a verified phone goes
 * back to review like any other change of what the listing shows.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, updateDoc, type DocumentData } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { geohashFor } from '../../src/lib/place/geo';
import { HOME_LANGUAGES } from '../../src/schema/household';
import { emailOnlyToken, useRulesEnv } from './support/env';
import { ADMIN, batchCreateListing, batchEditListing, castDocs, GOOGLE_STORAGE, listingDocs, listingImageUrl, OWNER, paths } from './support/fixtures';

const h = useRulesEnv();

const FULL_HOUSEHOLD = {
  kitchen: 'jain',
  smoking: 'outside',
  alcohol: 'occasionally',
  guests: 'sometimes',
  pets: 'welcome',
  languages: [...HOME_LANGUAGES],
  makeUp: 'all-female',
  couples: 'not-welcome',
  people: 12,
  typicalDay: 'shifts',
  cleanliness: 'very-tidy',
};

/** Each refused household beside its twin: the same field with a value the schema allows. */
const HOUSEHOLD_PAIRS: [refused: DocumentData, allowed: DocumentData][] = [
  [{ kitchen: 'vegan' }, { kitchen: 'veg-eggs' }],
  [{ kitchen: ['veg-only'] }, { kitchen: 'veg-only' }],
  [{ smoking: 'indoors' }, { smoking: 'allowed' }],
  [{ alcohol: 'always' }, { alcohol: 'fine' }],
  [{ guests: 'never' }, { guests: 'rarely' }],
  [{ pets: 'cats' }, { pets: 'has-pets' }],
  [{ languages: ['French'] }, { languages: ['Other'] }],
  [{ languages: ['Hindi', 'Hindi'] }, { languages: ['Hindi'] }],
  [{ languages: 'Hindi' }, { languages: [] }],
  [{ makeUp: 'couples' }, { makeUp: 'mixed' }],
  [{ couples: 'yes' }, { couples: 'welcome' }],
  [{ people: 13 }, { people: 12 }],
  [{ people: -1 }, { people: 0 }],
  [{ people: 2.5 }, { people: 2 }],
  [{ typicalDay: 'nights' }, { typicalDay: 'students' }],
  [{ cleanliness: 'spotless' }, { cleanliness: 'relaxed' }],
  // Nothing about religion, caste or nationality has a place to go.
  [{ religion: 'any' }, {}],
  [{ kitchen: 'veg-only', nationality: 'Indian' }, { kitchen: 'veg-only' }],
];

describe('a listing’s household', () => {
  it('refuses each value outside its enum or bound on create, beside its twin', async () => {
    await h.seed(castDocs());
    const owner = h.as(OWNER);
    for (const [refused] of HOUSEHOLD_PAIRS) await assertFails(batchCreateListing(owner, OWNER, 'l1', { listing: { household: refused }, registryIds: ['l1'] }));
    await assertFails(batchCreateListing(owner, OWNER, 'l1', { listing: { household: 'vegetarian' }, registryIds: ['l1'] }));
    await assertSucceeds(batchCreateListing(owner, OWNER, 'l1', { listing: { household: FULL_HOUSEHOLD } }));
  });

  it('refuses each value on an edit; the twin saves', async () => {
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1']) });
    const owner = h.as(OWNER);
    for (const [refused, allowed] of HOUSEHOLD_PAIRS) {
      await assertFails(batchEditListing(owner, 'l1', { household: refused, lastActivity: serverTimestamp() }));
      await assertSucceeds(batchEditListing(owner, 'l1', { household: allowed, lastActivity: serverTimestamp() }));
    }
  });

  it('a listing without a household stays valid, and an edit of something else leaves it alone', async () => {
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1']) });
    const owner = h.as(OWNER);
    await assertSucceeds(batchEditListing(owner, 'l1', { title: 'Renovated double room', lastActivity: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(owner, paths.roomListing('l1')), { status: 'filled' }));
  });

  it('a maximal listing with a full household fits the 1000-expression budget (create and admin edit)', async () => {
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1', 'l2', 'l3']) });
    const maximal = {
      title: 'T'.repeat(120),
      description: 'D'.repeat(5000),
      address: 'A'.repeat(120),
      postcode: 'P'.repeat(120),
      amenities: ['WiFi', 'Parking', 'Bills included', 'Furnished', 'Washing Machine', 'Gym access', 'Balcony'],
      images: Array.from({ length: 10 }, (_, i) => listingImageUrl(OWNER, `${i}_${'f'.repeat(120)}.jpg`, GOOGLE_STORAGE)),
      locationKeys: Array.from({ length: 10 }, (_, i) => `${'abcdefghij'.charAt(i)}-${'x'.repeat(58)}`),
      outcode: 'SW1A',
      geo: { lat: 51.501, lng: -0.1416, geohash: geohashFor({ lat: 51.501, lng: -0.1416 }) },
      nation: 'england',
      household: FULL_HOUSEHOLD,
    };
    await assertSucceeds(batchCreateListing(h.as(OWNER), OWNER, 'l4', { listing: maximal }));
    await assertSucceeds(batchEditListing(h.as(ADMIN), 'l4', { ...maximal, title: 'Moderated', household: { ...FULL_HOUSEHOLD, people: 3 }, lastActivity: serverTimestamp() }));
  });

  it('a household change by an owner without a verified phone goes back to review; a verified owner’s stays live', async () => {
    const emailOnly = { email: true, phone: false };
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1'], { ownerVerified: emailOnly, household: { kitchen: 'veg-only' } }) });
    const owner = h.as(OWNER, emailOnlyToken(OWNER));
    const change = { household: { kitchen: 'mixed', smoking: 'allowed' }, ownerVerified: emailOnly, lastActivity: serverTimestamp() };
    // The room that was vegetarian turns mixed while staying live: refused.
    await assertFails(batchEditListing(owner, 'l1', change));
    await assertFails(batchEditListing(owner, 'l1', { ...change, status: 'filled' }));
    // The twin: the same change, back to review.
    await assertSucceeds(batchEditListing(owner, 'l1', { ...change, status: 'pending' }));

    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1'], { ownerVerified: { email: true, phone: true }, household: { kitchen: 'veg-only' } }) });
    await assertSucceeds(batchEditListing(h.as(OWNER), 'l1', { ...change, ownerVerified: { email: true, phone: true } }));
  });
});
