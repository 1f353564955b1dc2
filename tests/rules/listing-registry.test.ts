/** listing_registry/{uid}: the server-side limit of 4 listings per owner (attack 4). */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { MAX_LISTINGS_PER_USER } from '../../src/config/constants';
import { useRulesEnv } from './support/env';
import {
  ADMIN,
  batchCreateListing,
  batchDeleteListing,
  castDocs,
  contactDoc,
  listingDoc,
  listingDocs,
  OTHER,
  OWNER,
  paths,
  readRegistryIds,
} from './support/fixtures';

const h = useRulesEnv();
const registry = (db: Firestore, uid = OWNER) => doc(db, paths.listingRegistry(uid));
const FOUR = ['l1', 'l2', 'l3', 'l4'];

describe('listing_registry', () => {
  describe('guest', () => {
    it('cannot read or write a registry', async () => {
      await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1']) });
      await assertFails(getDoc(registry(h.guest())));
      // attack 1
      await assertFails(setDoc(registry(h.guest()), { listingIds: [], lastChangedId: 'l1' }));
      await assertSucceeds(getDoc(registry(h.as(OWNER))));
    });
  });

  describe('owner', () => {
    it(`creates listings up to ${MAX_LISTINGS_PER_USER}, and reads its registry`, async () => {
      await h.seed(castDocs());
      const owner = h.as(OWNER);
      for (const id of FOUR) await assertSucceeds(batchCreateListing(owner, OWNER, id));
      expect(await readRegistryIds(owner, OWNER)).toEqual(FOUR);
    });

    it('attack 4: a 5th listing is refused however the registry is written', async () => {
      await h.seed({ ...castDocs(), ...listingDocs(OWNER, FOUR) });
      const owner = h.as(OWNER);
      // attack 4: the honest batch (registry would hold 5 ids)
      await assertFails(batchCreateListing(owner, OWNER, 'l5'));
      // attack 4: registry rewritten to only the new id (dropping live listings)
      await assertFails(batchCreateListing(owner, OWNER, 'l5', { registryIds: ['l5'] }));
      // attack 4: swap a live listing's id for the new one
      await assertFails(batchCreateListing(owner, OWNER, 'l5', { registryIds: ['l2', 'l3', 'l4', 'l5'] }));
      // attack 4: leave the registry out of the batch
      await assertFails(batchCreateListing(owner, OWNER, 'l5', { skipRegistry: true }));
      // attack 4: reset the counter by deleting or emptying the registry
      await assertFails(deleteDoc(registry(owner)));
      await assertFails(updateDoc(registry(owner), { listingIds: [], lastChangedId: 'l1' }));
      // attack 4: drop an id from the registry while its listing still exists
      await assertFails(setDoc(registry(owner), { listingIds: ['l2', 'l3', 'l4'], lastChangedId: 'l1' }));
      // The twin: delete one listing (batch), then a new one fits.
      await assertSucceeds(batchDeleteListing(owner, OWNER, 'l1'));
      await assertSucceeds(batchCreateListing(owner, OWNER, 'l5'));
      expect(await readRegistryIds(owner, OWNER)).toEqual(['l2', 'l3', 'l4', 'l5']);
    });

    it('attack 4: cannot free a slot by deleting a listing outside the batch', async () => {
      await h.seed({ ...castDocs(), ...listingDocs(OWNER, FOUR) });
      const owner = h.as(OWNER);
      // attack 4
      await assertFails(batchDeleteListing(owner, OWNER, 'l1', { skipRegistry: true }));
      await assertFails(batchDeleteListing(owner, OWNER, 'l1', { registryIds: FOUR }));
      await assertSucceeds(batchDeleteListing(owner, OWNER, 'l1'));
    });

    it('each registry write adds or removes exactly lastChangedId', async () => {
      await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1', 'l2']) });
      const owner = h.as(OWNER);
      // Adding an id whose listing already existed before the batch.
      await assertFails(setDoc(registry(owner), { listingIds: ['l1', 'l2', 'l2b'], lastChangedId: 'l2' }));
      // Duplicated ids, a wrong lastChangedId, extra keys, a path-like id.
      await assertFails(batchCreateListing(owner, OWNER, 'l3', { registryIds: ['l1', 'l2', 'l3', 'l3'] }));
      await assertFails(batchCreateListing(owner, OWNER, 'l3', { lastChangedId: 'l1' }));
      await assertFails(batchCreateListing(owner, OWNER, 'l3', { registryIds: ['l1', 'l2', 'l3', 'l9'] }));
      await assertFails(setDoc(registry(owner), { listingIds: ['l1', 'l2'], lastChangedId: 'l1', extra: true }));
      await assertFails(setDoc(registry(owner), { listingIds: ['l1'], lastChangedId: 'l2/contact/phone' }));
      await assertSucceeds(batchCreateListing(owner, OWNER, 'l3'));
    });

    it('the first listing creates the registry; an id-less registry cannot be pre-created', async () => {
      await h.seed(castDocs());
      const owner = h.as(OWNER);
      await assertFails(setDoc(registry(owner), { listingIds: ['ghost'], lastChangedId: 'ghost' }));
      await assertSucceeds(batchCreateListing(owner, OWNER, 'l1'));
      const snapshot = await assertSucceeds(getDoc(registry(owner)));
      expect(snapshot.data()).toEqual({ listingIds: ['l1'], lastChangedId: 'l1' });
    });

    it('removing an id that is not listed is a harmless no-op (legacy listings without a registry entry)', async () => {
      await h.seed({
        ...castDocs(),
        [paths.roomListing('legacy')]: listingDoc(OWNER),
        [paths.roomListingContact('legacy')]: contactDoc(OWNER),
      });
      await assertSucceeds(batchDeleteListing(h.as(OWNER), OWNER, 'legacy'));
    });
  });

  describe('other user', () => {
    it('cannot read or fill up someone else\'s registry', async () => {
      await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1']) });
      const other = h.as(OTHER);
      await assertFails(getDoc(registry(other)));
      // attack 4 (against someone else): block the owner by filling their registry
      await assertFails(setDoc(registry(other), { listingIds: ['l1', 'x2', 'x3', 'x4'], lastChangedId: 'x4' }));
      const batch = writeBatch(other);
      batch.set(doc(other, paths.roomListing('x2')), listingDoc(OTHER));
      batch.set(registry(other), { listingIds: ['l1', 'x2'], lastChangedId: 'x2' });
      await assertFails(batch.commit());
      await assertSucceeds(batchCreateListing(h.as(OWNER), OWNER, 'l2'));
    });
  });

  describe('admin', () => {
    it('reads any registry and removes a deleted listing from it', async () => {
      await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1', 'l2']) });
      const admin = h.as(ADMIN);
      await assertSucceeds(getDoc(registry(admin)));
      await assertSucceeds(batchDeleteListing(admin, OWNER, 'l1', { auditBy: ADMIN }));
      expect(await readRegistryIds(h.as(OWNER), OWNER)).toEqual(['l2']);
    });

    it('cannot add ids to a registry or delete it', async () => {
      await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1']) });
      const admin = h.as(ADMIN);
      await assertFails(updateDoc(registry(admin), { listingIds: ['l1', 'x'], lastChangedId: 'x' }));
      await assertFails(deleteDoc(registry(admin)));
    });
  });
});
