/** room_listings: public read, owner create (batch with the registry), owner/admin update and delete. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { BROWSE_PAGE_SIZE, LOCATION_PAGE_SIZE, MAX_DEPOSIT, MAX_RENT } from '../../src/config/constants';
import { geohashFor } from '../../src/lib/place/geo';
import { useRulesEnv } from './support/env';
import { LISTING_STATUSES } from '../../src/data/collections/roomListings';
import { ADMIN, batchCreateListing, batchDeleteListing, batchEditListing, castDocs, clientChosenTime, GOOGLE_STORAGE, listingDoc, listingDocs, listingImageUrl, omit, OTHER, OWNER, paths } from './support/fixtures';

const h = useRulesEnv();
const listings = (db: Firestore) => collection(db, paths.publicCollection('room_listings'));
const listing = (db: Firestore, id = 'l1') => doc(db, paths.roomListing(id));
/** Public list queries filter on the public statuses, as the app's do. */
const PUBLIC = [...LISTING_STATUSES];

async function seedOwnerListing(): Promise<void> {
  await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1']) });
}

describe('room_listings', () => {
  describe('guest', () => {
    it('reads a listing and browses pages of 12, location pages of 5', async () => {
      await seedOwnerListing();
      const snapshot = await assertSucceeds(getDoc(listing(h.guest())));
      expect(snapshot.data()?.title).toBe(listingDoc(OWNER).title);
      await assertSucceeds(getDocs(query(listings(h.guest()), where('status', 'in', PUBLIC), orderBy('status'), orderBy('lastActivity', 'desc'), limit(BROWSE_PAGE_SIZE))));
      await assertSucceeds(
        getDocs(query(listings(h.guest()), where('locationKeys', 'array-contains', 'ilford'), where('status', 'in', PUBLIC), orderBy('status'), orderBy('lastActivity', 'desc'), limit(LOCATION_PAGE_SIZE))),
      );
    });

    it('attack 9: cannot run an unbounded or oversized browse query', async () => {
      await seedOwnerListing();
      // attack 9
      await assertFails(getDocs(query(listings(h.guest()), where('status', 'in', PUBLIC), orderBy('status'), orderBy('lastActivity', 'desc'))));
      await assertFails(getDocs(query(listings(h.guest()), where('status', 'in', PUBLIC), limit(BROWSE_PAGE_SIZE + 1))));
      await assertSucceeds(getDocs(query(listings(h.guest()), where('status', 'in', PUBLIC), limit(BROWSE_PAGE_SIZE))));
    });

    it('attack 1: cannot create, update or delete listings', async () => {
      await seedOwnerListing();
      // attack 1
      await assertFails(batchCreateListing(h.guest(), OWNER, 'guest-made', { registryIds: ['l1', 'guest-made'] }));
      await assertFails(setDoc(listing(h.guest(), 'guest-made'), listingDoc(OWNER)));
      await assertFails(batchEditListing(h.guest(), 'l1', { title: 'Defaced' }));
      await assertFails(deleteDoc(listing(h.guest())));
      // The legitimate twin: the owner's own batch.
      await assertSucceeds(batchCreateListing(h.as(OWNER), OWNER, 'l2'));
    });
  });

  describe('owner', () => {
    it('creates a listing with the data-model batch (listing + contact + registry)', async () => {
      await h.seed(castDocs());
      await assertSucceeds(batchCreateListing(h.as(OWNER), OWNER, 'l1'));
      const snapshot = await assertSucceeds(getDoc(listing(h.as(OWNER))));
      expect(snapshot.data()?.userId).toBe(OWNER);
    });

    it('cannot create a listing outside the batch (no registry entry)', async () => {
      await h.seed(castDocs());
      await assertFails(batchCreateListing(h.as(OWNER), OWNER, 'l1', { skipRegistry: true }));
      await assertFails(setDoc(listing(h.as(OWNER)), listingDoc(OWNER)));
      await assertSucceeds(batchCreateListing(h.as(OWNER), OWNER, 'l1'));
    });

    it('attack 3: extra fields, wrong types, missing fields and bad enums are refused on create', async () => {
      await h.seed(castDocs());
      const owner = h.as(OWNER);
      const bad: Record<string, unknown>[] = [
        { featured: true },
        { isPremium: true },
        { rent: '650' },
        { rent: -1 },
        { deposit: null },
        { title: '' },
        { title: 'x'.repeat(121) },
        { description: 'x'.repeat(5001) },
        { roomType: 'Mansion' },
        { preferredTenants: 'Anyone' },
        { amenities: ['WiFi', 'Pool'] },
        { amenities: ['WiFi', 'WiFi'] },
        { amenities: 'WiFi' },
        { images: Array.from({ length: 11 }, (_, i) => listingImageUrl(OWNER, `${i}.jpg`)) },
        { images: [42] },
        { availableFrom: 'next week' },
        { contactMethod: 'x'.repeat(21) },
        { userName: '' },
        { locationKeys: 'ilford' },
      ];
      for (const overrides of bad) {
        // attack 3
        await assertFails(batchCreateListing(owner, OWNER, 'l1', { listing: overrides, registryIds: ['l1'] }));
      }
      await assertFails(batchCreateListing(owner, OWNER, 'l1', { exactListing: omit(listingDoc(OWNER), 'title'), registryIds: ['l1'] }));
      await assertSucceeds(batchCreateListing(owner, OWNER, 'l1', { listing: { availableFrom: '', amenities: [], images: [] } }));
    });

    it('attacks 52-55: images from this project under its own uid, bounded money, non-blank text, short location keys', async () => {
      await h.seed(castDocs());
      const owner = h.as(OWNER);
      const bad: Record<string, unknown>[] = [
        // attack 52: a tracking pixel, another user's upload, another bucket, another folder, a loopback
        // origin on https (only the emulator's http origin is accepted, and only for demo buckets)
        { images: ['https://tracker.example.com/pixel.gif'] },
        { images: [listingImageUrl(OTHER)] },
        { images: [listingImageUrl(OWNER).replace('demo-roomshare.appspot.com', 'evil.appspot.com')] },
        { images: [listingImageUrl(OWNER).replace('room_listings', 'essentials')] },
        { images: [listingImageUrl(OWNER, '1_a.jpg', 'https://127.0.0.1:9199')] },
        { images: [listingImageUrl(OWNER, '1_a.jpg', 'http://attacker.example.com')] },
        // attack 53
        { rent: Infinity },
        { rent: MAX_RENT + 1 },
        { deposit: Infinity },
        { deposit: MAX_DEPOSIT + 1 },
        // attack 54
        { title: '   ' },
        { description: '\n\t ' },
        { userName: ' ' },
        // attack 55
        { locationKeys: ['ilford', 'x'.repeat(61)] },
      ];
      for (const overrides of bad) await assertFails(batchCreateListing(owner, OWNER, 'l1', { listing: overrides, registryIds: ['l1'] }));
      const images = [listingImageUrl(OWNER), listingImageUrl(OWNER, '2_b.jpg', GOOGLE_STORAGE), listingImageUrl(OWNER, '3_c.jpg', 'http://localhost:9199')];
      await assertSucceeds(
        // In Wales (from the outward code): no cap on the security deposit, so the bound itself is reachable.
        batchCreateListing(owner, OWNER, 'l1', { listing: { images, rent: MAX_RENT, deposit: MAX_DEPOSIT, postcode: 'Cardiff, UK', outcode: 'CF10', locationKeys: ['ilford', 'x'.repeat(60)] } }),
      );
    });

    it('a maximal listing fits the rules engine budget of 1000 expressions (create and admin edit)', async () => {
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
      };
      await assertSucceeds(batchCreateListing(h.as(OWNER), OWNER, 'l4', { listing: maximal }));
      await assertSucceeds(batchEditListing(h.as(ADMIN), 'l4', { ...maximal, title: 'Moderated', lastActivity: serverTimestamp() }));
      // One image too many, an empty or multi-line entry, a non-slug location key.
      await assertFails(updateDoc(listing(h.as(OWNER), 'l4'), { images: [...maximal.images, listingImageUrl(OWNER, '11.jpg')] }));
      await assertFails(updateDoc(listing(h.as(OWNER), 'l4'), { images: [listingImageUrl(OWNER), ''] }));
      await assertFails(updateDoc(listing(h.as(OWNER), 'l4'), { images: [`${listingImageUrl(OWNER)}\n${listingImageUrl(OWNER, 'b.jpg')}`] }));
      await assertFails(updateDoc(listing(h.as(OWNER), 'l4'), { locationKeys: ['ilford', 42] }));
    });

    it('attack 6: cannot choose createdAt or lastActivity on create or update', async () => {
      await h.seed(castDocs());
      const owner = h.as(OWNER);
      const past = Timestamp.fromDate(new Date('2020-01-01T00:00:00Z'));
      // attack 6
      await assertFails(batchCreateListing(owner, OWNER, 'l1', { listing: { lastActivity: past }, registryIds: ['l1'] }));
      await assertFails(batchCreateListing(owner, OWNER, 'l1', { listing: { createdAt: past }, registryIds: ['l1'] }));
      await assertSucceeds(batchCreateListing(owner, OWNER, 'l1'));
      // attack 6: bumping a listing to the top of browse with a future lastActivity
      await assertFails(updateDoc(listing(owner), { lastActivity: Timestamp.fromDate(new Date('2099-01-01T00:00:00Z')) }));
      await assertSucceeds(batchEditListing(owner, 'l1', { title: 'Edited', lastActivity: serverTimestamp() }));
    });

    it('attack 7: status must be active on create and active/filled afterwards', async () => {
      await h.seed(castDocs());
      const owner = h.as(OWNER);
      // attack 7
      await assertFails(batchCreateListing(owner, OWNER, 'l1', { listing: { status: 'featured' }, registryIds: ['l1'] }));
      await assertFails(batchCreateListing(owner, OWNER, 'l1', { listing: { status: 'filled' }, registryIds: ['l1'] }));
      await assertSucceeds(batchCreateListing(owner, OWNER, 'l1'));
      // attack 7
      await assertFails(updateDoc(listing(owner), { status: 'pinned' }));
      await assertSucceeds(updateDoc(listing(owner), { status: 'filled' }));
      await assertSucceeds(updateDoc(listing(owner), { status: 'active' }));
    });

    it('attack 5: userId and createdAt never change', async () => {
      await seedOwnerListing();
      const owner = h.as(OWNER);
      // attack 5
      await assertFails(updateDoc(listing(owner), { userId: OTHER }));
      await assertFails(updateDoc(listing(owner), { createdAt: serverTimestamp() }));
      await assertFails(setDoc(listing(owner), listingDoc(OTHER)));
      await assertSucceeds(batchEditListing(owner, 'l1', { title: 'New title', rent: 700, lastActivity: serverTimestamp() }));
    });

    it('edits every editable field (the edit form) and validates the result', async () => {
      await seedOwnerListing();
      const owner = h.as(OWNER);
      await assertSucceeds(
        batchEditListing(owner, 'l1', {
          title: 'Studio in Wembley',
          description: 'Compact studio.',
          address: 'Wembley',
          postcode: 'London, UK',
          rent: 900,
          deposit: 0,
          roomType: 'Studio',
          preferredTenants: 'Any',
          availableFrom: '',
          amenities: ['Parking'],
          contactMethod: 'chat',
          images: [],
          locationKeys: ['wembley', 'london'],
          userName: 'Alice O.',
          lastActivity: serverTimestamp(),
        }),
      );
      await assertFails(batchEditListing(owner, 'l1', { rent: -5 }));
      await assertFails(updateDoc(listing(owner), { featured: true }));
    });

    it('lists its own listings live without a limit, but not someone else\'s', async () => {
      await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1', 'l2']), ...listingDocs(OTHER, ['o1']) });
      const owner = h.as(OWNER);
      const mine = await assertSucceeds(getDocs(query(listings(owner), where('userId', '==', OWNER), orderBy('createdAt', 'desc'))));
      expect(mine.size).toBe(2);
      await assertSucceeds(getDocs(query(listings(owner), where('userId', '==', OWNER), limit(1))));
      // attack 9: an unbounded query that is not constrained to the caller
      await assertFails(getDocs(query(listings(owner), where('userId', '==', OTHER))));
      await assertFails(getDocs(query(listings(owner), orderBy('createdAt', 'desc'))));
    });

    it('deletes its listing with the data-model batch', async () => {
      await seedOwnerListing();
      await assertSucceeds(batchDeleteListing(h.as(OWNER), OWNER, 'l1'));
      const gone = await getDoc(listing(h.as(OWNER)));
      expect(gone.exists()).toBe(false);
    });

    it('cannot delete a listing but keep its phone number (contact left behind)', async () => {
      await seedOwnerListing();
      await assertFails(batchDeleteListing(h.as(OWNER), OWNER, 'l1', { skipContact: true }));
      await assertSucceeds(batchDeleteListing(h.as(OWNER), OWNER, 'l1'));
    });
  });

  describe('other user', () => {
    it('attack 2: cannot create a listing owned by someone else', async () => {
      await h.seed(castDocs());
      const other = h.as(OTHER);
      // attack 2
      await assertFails(batchCreateListing(other, OTHER, 'l1', { listing: { userId: OWNER }, registryIds: ['l1'] }));
      // attack 2: ... nor through the owner's registry
      await assertFails(batchCreateListing(other, OWNER, 'l1', { registryIds: ['l1'] }));
      await assertSucceeds(batchCreateListing(other, OTHER, 'l1'));
    });

    it('attack 8: cannot edit or delete another user\'s listing', async () => {
      await seedOwnerListing();
      const other = h.as(OTHER);
      // attack 8
      await assertFails(batchEditListing(other, 'l1', { title: 'Scam', lastActivity: serverTimestamp() }));
      await assertFails(updateDoc(listing(other), { status: 'filled' }));
      await assertFails(batchDeleteListing(other, OWNER, 'l1', { registryIds: [] }));
      await assertFails(deleteDoc(listing(other)));
      // The twin: the owner may.
      await assertSucceeds(updateDoc(listing(h.as(OWNER)), { status: 'filled' }));
      await assertSucceeds(batchDeleteListing(h.as(OWNER), OWNER, 'l1'));
    });

    it('reads listings like a guest', async () => {
      await seedOwnerListing();
      await assertSucceeds(getDoc(listing(h.as(OTHER))));
    });
  });

  describe('admin', () => {
    it('edits any listing but cannot re-own it or fake timestamps', async () => {
      await seedOwnerListing();
      const admin = h.as(ADMIN);
      await assertSucceeds(batchEditListing(admin, 'l1', { title: 'Moderated title', lastActivity: serverTimestamp() }));
      // attack 5
      await assertFails(updateDoc(listing(admin), { userId: ADMIN }));
      // attack 6
      await assertFails(updateDoc(listing(admin), { lastActivity: clientChosenTime() }));
    });

    it('deletes any listing with the owner\'s registry in the batch', async () => {
      await seedOwnerListing();
      await assertSucceeds(batchDeleteListing(h.as(ADMIN), OWNER, 'l1', { auditBy: ADMIN }));
    });

    it('pages and counts without the public page limit', async () => {
      await seedOwnerListing();
      const admin = h.as(ADMIN);
      await assertSucceeds(getDocs(query(listings(admin), orderBy('status'), orderBy('lastActivity', 'desc'), limit(10))));
      const count = await assertSucceeds(getCountFromServer(query(listings(admin), where('lastActivity', '>=', Timestamp.fromDate(new Date('2020-01-01'))))));
      expect(count.data().count).toBe(1);
      // attack 9: the same count as a normal user
      await assertFails(getCountFromServer(query(listings(h.as(OTHER)), where('lastActivity', '>=', Timestamp.fromDate(new Date('2020-01-01'))))));
    });

    it('attack 2: cannot create a listing on behalf of a user', async () => {
      await h.seed(castDocs());
      // attack 2
      await assertFails(batchCreateListing(h.as(ADMIN), OWNER, 'l1', { registryIds: ['l1'] }));
      await assertSucceeds(batchCreateListing(h.as(OWNER), OWNER, 'l1'));
    });
  });
});
