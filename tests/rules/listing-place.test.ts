/** room_listings' place: the outward code, the area point (geo) and the nation, and who writes them. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { geohashFor } from '../../src/lib/place/geo';
import { emailOnlyToken, useRulesEnv } from './support/env';
import { ADMIN, batchCreateListing, castDocs, listingDoc, listingDocs, omit, OTHER, OWNER, paths, batchEditListing } from './support/fixtures';

const h = useRulesEnv();
const listing = (db: Firestore, id = 'l1') => doc(db, paths.roomListing(id));

/** Ilford's outward code centroid, as postcodes.io gives it. */
const IG1 = { lat: 51.5588, lng: 0.0733 };
const IG1_GEO = { ...IG1, geohash: geohashFor(IG1) };
const PLACE = { outcode: 'IG1', geo: IG1_GEO, nation: 'england' };

async function seedUnlocated(): Promise<void> {
  await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1']) });
}

describe('listing place', () => {
  it('an owner creates a listing with its outward code, point and nation, or with the outward code alone', async () => {
    await h.seed(castDocs());
    await assertSucceeds(batchCreateListing(h.as(OWNER), OWNER, 'l1', { listing: PLACE }));
    await assertSucceeds(batchCreateListing(h.as(OWNER), OWNER, 'l2', { listing: { outcode: 'SW1A' } }));
    await assertSucceeds(batchCreateListing(h.as(OWNER, emailOnlyToken(OWNER)), OWNER, 'l3', { listing: { ...PLACE, outcode: 'E14', status: 'pending' } }));
  });

  it('attack 104: a new listing without an outward code', async () => {
    await h.seed(castDocs());
    // attack 104
    await assertFails(batchCreateListing(h.as(OWNER), OWNER, 'l1', { exactListing: omit(listingDoc(OWNER), 'outcode') }));
    await assertFails(batchCreateListing(h.as(OWNER), OWNER, 'l1', { exactListing: omit(listingDoc(OWNER, { geo: IG1_GEO, nation: 'england' }), 'outcode') }));
    await assertSucceeds(batchCreateListing(h.as(OWNER), OWNER, 'l1', { listing: PLACE }));
  });

  it('attack 105: a full postcode, a lower-case or made-up code in the outward code', async () => {
    await h.seed(castDocs());
    // attack 105
    for (const outcode of ['IG1 2AB', 'IG12AB', 'ig1', 'ILFORD', '', 12]) {
      await assertFails(batchCreateListing(h.as(OWNER), OWNER, 'l1', { listing: { ...PLACE, outcode } }));
    }
    await assertSucceeds(batchCreateListing(h.as(OWNER), OWNER, 'l1', { listing: { ...PLACE, outcode: 'W1B' } }));
  });

  it('attack 106: a point off the map, outside the UK, of the wrong shape, or without its nation', async () => {
    await h.seed(castDocs());
    const bad = [
      { geo: { ...IG1_GEO, lat: 91 } },
      { geo: { ...IG1_GEO, lng: -181 } },
      { geo: { ...IG1_GEO, lat: 48.85, lng: 2.35 } }, // Paris
      { geo: { ...IG1_GEO, lat: '51.5' } },
      { geo: { ...IG1_GEO, geohash: IG1_GEO.geohash.slice(0, 9) } },
      { geo: { ...IG1_GEO, geohash: `${IG1_GEO.geohash}0` } },
      { geo: { ...IG1_GEO, geohash: 'gcpvaaaaaa' } }, // 'a' is not a geohash letter
      { geo: { ...IG1_GEO, address: '12 High Road' } },
      { geo: { lat: IG1.lat, lng: IG1.lng } },
      { geo: [IG1.lat, IG1.lng] },
      { nation: 'france' },
      { nation: 'England' },
    ];
    // attack 106
    for (const change of bad) await assertFails(batchCreateListing(h.as(OWNER), OWNER, 'l1', { listing: { ...PLACE, ...change } }));
    await assertFails(batchCreateListing(h.as(OWNER), OWNER, 'l1', { exactListing: omit(listingDoc(OWNER, PLACE), 'nation') }));
    await assertFails(batchCreateListing(h.as(OWNER), OWNER, 'l1', { exactListing: omit(listingDoc(OWNER, PLACE), 'geo') }));
    // The legitimate twins: the far corners of the UK (Shetland, Fermanagh) and every nation.
    await assertSucceeds(batchCreateListing(h.as(OWNER), OWNER, 'l1', { listing: { ...PLACE, outcode: 'ZE2', geo: { lat: 60.4, lng: -1.2, geohash: geohashFor({ lat: 60.4, lng: -1.2 }) }, nation: 'scotland' } }));
    await assertSucceeds(batchCreateListing(h.as(OWNER), OWNER, 'l2', { listing: { ...PLACE, outcode: 'BT92', geo: { lat: 54.2, lng: -7.6, geohash: geohashFor({ lat: 54.2, lng: -7.6 }) }, nation: 'northern-ireland' } }));
  });

  it('the owner locates, moves and un-locates their own listing', async () => {
    await seedUnlocated();
    const owner = h.as(OWNER);
    await assertSucceeds(batchEditListing(owner, 'l1', { geo: IG1_GEO, nation: 'england' }));
    await assertSucceeds(batchEditListing(owner, 'l1', { outcode: 'E6', geo: deleteField(), nation: deleteField(), lastActivity: serverTimestamp() }));
  });

  it('attack 107: someone else sets or clears the place of a listing', async () => {
    await seedUnlocated();
    const other = h.as(OTHER);
    // attack 107
    await assertFails(batchEditListing(other, 'l1', { geo: IG1_GEO, nation: 'england' }));
    await assertFails(updateDoc(listing(other), { outcode: 'E6' }));
    await assertFails(batchEditListing(other, 'l1', { outcode: 'E6', geo: deleteField(), nation: deleteField() }));
    // The legitimate twin: an admin's "Locate listings" writes only geo and nation (lastActivity untouched).
    await assertSucceeds(updateDoc(listing(h.as(ADMIN)), { geo: IG1_GEO, nation: 'england' }));
  });

  it('an admin locates an older listing that had no outward code, giving it one', async () => {
    const docs = listingDocs(OWNER, ['l1']);
    docs[paths.roomListing('l1')] = omit(listingDoc(OWNER), 'outcode');
    await h.seed({ ...castDocs(), ...docs });
    const admin = h.as(ADMIN);
    await assertFails(updateDoc(listing(admin), { geo: IG1_GEO, nation: 'england' }));
    await assertSucceeds(updateDoc(listing(admin), { outcode: 'IG1', geo: IG1_GEO, nation: 'england' }));
  });
});
