/** stats/{collection}: the totals the admin overview reads, kept by every create and delete. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, increment, serverTimestamp, setDoc, updateDoc, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { CountedCollection } from '../../src/data/collections/companions';
import { useRulesEnv } from './support/env';
import {
  ADMIN,
  batchCreateListing,
  batchDeleteListing,
  batchDeleteRequest,
  castDocs,
  contactDoc,
  conversationId,
  countStep,
  listingDoc,
  listingDocs,
  nextDayCount,
  openChat,
  OTHER,
  OWNER,
  paths,
  publicProfileDoc,
  requestDoc,
  requestDocs,
  setCounted,
  THIRD,
} from './support/fixtures';

const h = useRulesEnv();
const stats = (db: Firestore, collection: CountedCollection) => doc(db, paths.stats(collection));

async function countOf(collection: CountedCollection): Promise<unknown> {
  return (await getDoc(stats(h.as(ADMIN), collection))).data()?.count;
}

/** The create-listing batch (after l1) with a counter step of `by` naming `named`. */
function listingWithStep(db: Firestore, named: string, by: number): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(db, paths.roomListing('l2')), listingDoc(OWNER));
  batch.set(doc(db, paths.roomListingContact('l2')), contactDoc(OWNER));
  batch.set(doc(db, paths.listingRegistry(OWNER)), { listingIds: ['l1', 'l2'], lastChangedId: 'l2' });
  countStep(batch, doc(db, paths.roomListing(named)), by);
  return batch.commit();
}

/** A batch with only a counter step: nothing is created or deleted with it. */
function bareStep(db: Firestore, collection: CountedCollection, changed: string, by: number): Promise<void> {
  return setDoc(stats(db, collection), { count: increment(by), changed }, { merge: true });
}

describe('collection totals', () => {
  it('each create and delete moves its total by one, and an admin reads it', async () => {
    await h.seed({ ...castDocs(), [paths.stats('room_listings')]: { count: 5, changed: '' } });
    const owner = h.as(OWNER);
    await assertSucceeds(batchCreateListing(owner, OWNER, 'l1'));
    expect(await countOf('room_listings')).toBe(6);
    await assertSucceeds(batchDeleteListing(owner, OWNER, 'l1'));
    expect(await countOf('room_listings')).toBe(5);
    // The first counted create starts the counter at 1 (a new project).
    await assertSucceeds(setCounted(doc(h.as(OTHER), paths.roommateRequest(OTHER)), requestDoc(OTHER)));
    expect(await countOf('roommate_requests')).toBe(1);
  });

  it('attack 74: a create or delete that leaves its total behind, or moves it by more than one', async () => {
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1']), ...requestDocs(OTHER), [paths.stats('room_listings')]: { count: 1, changed: 'l1' } });
    const owner = h.as(OWNER);
    // attack 74: listing created or deleted without its step
    await assertFails(batchCreateListing(owner, OWNER, 'l2', { skipTotal: true }));
    await assertFails(batchDeleteListing(owner, OWNER, 'l1', { skipTotal: true }));
    await assertFails(batchDeleteRequest(h.as(OTHER), OTHER, { skipTotal: true }));
    // attack 74: request, public profile or conversation created uncounted
    await assertFails(setDoc(doc(h.as(THIRD), paths.roommateRequest(THIRD)), requestDoc(THIRD)));
    await assertFails(setDoc(doc(h.as('newcomer'), paths.publicProfile('newcomer')), publicProfileDoc('newcomer')));
    await assertFails(openChat(owner, OWNER, THIRD, {}, { skipTotal: true }));
    // attack 74: a step of two for one listing
    await assertFails(listingWithStep(owner, 'l2', 2));
    expect(await countOf('room_listings')).toBe(1);
    // The twins: counted, each moves the total by exactly one.
    await assertSucceeds(batchCreateListing(owner, OWNER, 'l2'));
    await assertSucceeds(batchDeleteListing(owner, OWNER, 'l1'));
    await assertSucceeds(batchDeleteRequest(h.as(OTHER), OTHER));
    await assertSucceeds(openChat(owner, OWNER, THIRD));
    await assertSucceeds(setCounted(doc(h.as('newcomer'), paths.publicProfile('newcomer')), publicProfileDoc('newcomer')));
    expect(await countOf('room_listings')).toBe(1);
    // No counter yet (a project from before them): the delete starts it at -1 until an admin recounts.
    expect(await countOf('roommate_requests')).toBe(-1);
    expect(await countOf('conversations')).toBe(1);
  });

  it('attack 75: a member moves a total without creating or deleting what it names', async () => {
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1']), [paths.stats('room_listings')]: { count: 1, changed: 'l1' } });
    const owner = h.as(OWNER);
    // attack 75: inflate or deflate with a bare step, naming an existing, missing or no document
    await assertFails(bareStep(owner, 'room_listings', 'l1', 1));
    await assertFails(bareStep(owner, 'room_listings', 'nothing', 1));
    await assertFails(bareStep(owner, 'room_listings', 'l1', -1));
    await assertFails(setDoc(stats(owner, 'room_listings'), { count: 1000, changed: 'l1' }));
    await assertFails(updateDoc(stats(owner, 'room_listings'), { recountedAt: serverTimestamp() }));
    // attack 75: the step names another document than the one created
    await assertFails(listingWithStep(owner, 'l9', 1));
    // attack 75: two conversations created with one step
    const two = writeBatch(owner);
    const chat = (other: string): DocumentData => ({ participants: [OWNER, other].sort(), participantNames: { [OWNER]: `Name of ${OWNER}` }, unreadCount: { [OWNER]: 0 } });
    two.set(doc(owner, paths.conversation(conversationId(OWNER, OTHER))), chat(OTHER));
    two.set(doc(owner, paths.conversation(conversationId(OWNER, THIRD))), chat(THIRD));
    two.set(doc(owner, paths.rateLimit(OWNER, 'conversations')), await nextDayCount(owner, OWNER, 'conversations'));
    countStep(two, doc(owner, paths.conversation(conversationId(OWNER, THIRD))), 1);
    await assertFails(two.commit());
    // attack 75: a total outside the counted collections
    await assertFails(bareStep(owner, 'reports' as CountedCollection, 'r1', 1));
    expect(await countOf('room_listings')).toBe(1);
    // The twin: the same batch naming the listing it creates.
    await assertSucceeds(listingWithStep(owner, 'l2', 1));
    expect(await countOf('room_listings')).toBe(2);
  });

  it('attack 76: only admins read the totals or set one (Recount); members and guests cannot', async () => {
    await h.seed({ ...castDocs(), [paths.stats('user_profiles')]: { count: 5, changed: '' } });
    // attack 76: read or overwrite a total
    for (const db of [h.guest(), h.as(OWNER)]) {
      await assertFails(getDoc(stats(db, 'user_profiles')));
      await assertFails(setDoc(stats(db, 'user_profiles'), { count: 0, changed: '', recountedAt: serverTimestamp() }));
    }
    const admin = h.as(ADMIN);
    await assertSucceeds(getDoc(stats(admin, 'user_profiles')));
    await assertSucceeds(setDoc(stats(admin, 'user_profiles'), { count: 7, changed: '', recountedAt: serverTimestamp() }));
    // Shape still holds for admins.
    await assertFails(setDoc(stats(admin, 'user_profiles'), { count: '7', changed: '' }));
    await assertFails(setDoc(stats(admin, 'user_profiles'), { count: 7, changed: '', extra: true }));
    expect(await countOf('user_profiles')).toBe(7);
  });
});
