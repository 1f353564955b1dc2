/**
 * "Delete my account": once its marker exists the owner may remove exactly their own data
 * (hidden or rejected posts and the registry included), take both profiles out of the users
 * total, and rename only themselves "Deleted user" in their conversations. Nobody else may, and
 * without the marker none of it is allowed.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { useRulesEnv } from './support/env';
import { batchDeleteListing, batchDeleteRequest, castDocs, conversationDocs, conversationId, countStep, listingDocs, OTHER, OWNER, paths, requestDocs, THIRD } from './support/fixtures';

const h = useRulesEnv();
const DELETED = 'Deleted user';
const marker = (db: Firestore, uid = OWNER) => doc(db, paths.accountDeletion(uid));
const conversation = (db: Firestore) => doc(db, paths.conversation(conversationId(OWNER, OTHER)));

async function seed(withMarker: boolean): Promise<void> {
  await h.seed({
    ...castDocs(),
    ...listingDocs(OWNER, ['l1'], { status: 'hidden' }),
    ...requestDocs(OWNER, { status: 'rejected', rejectionReason: 'Breaks the house rules' }),
    ...conversationDocs(OWNER, OTHER),
    [paths.rateLimit(OWNER, 'messages')]: { lastAt: new Date(), changed: conversationId(OWNER, OTHER) },
    ...(withMarker ? { [paths.accountDeletion(OWNER)]: { startedAt: new Date() } } : {}),
  });
}

function deleteProfiles(db: Firestore, uid = OWNER): Promise<void> {
  const batch = writeBatch(db);
  batch.delete(doc(db, paths.publicProfile(uid)));
  countStep(batch, doc(db, paths.publicProfile(uid)), -1);
  batch.delete(doc(db, paths.privateProfile(uid)));
  return batch.commit();
}

describe('account deletion', () => {
  it('the marker: only its owner creates and reads it, stamped now, and nobody removes or changes it', async () => {
    await seed(false);
    await assertFails(getDoc(marker(h.as(OTHER))));
    await assertSucceeds(getDoc(marker(h.as(OWNER))));
    await assertFails(setDoc(marker(h.as(OTHER)), { startedAt: serverTimestamp() }));
    await assertFails(setDoc(marker(h.as(OWNER)), { startedAt: new Date(2020, 0, 1) }));
    await assertSucceeds(setDoc(marker(h.as(OWNER)), { startedAt: serverTimestamp() }));
    await assertFails(setDoc(marker(h.as(OWNER)), { startedAt: serverTimestamp() }));
    await assertFails(deleteDoc(marker(h.as(OWNER))));
  });

  it('without the marker: hidden/rejected posts, profiles, rate limits stay; with it, the owner removes them all', async () => {
    await seed(false);
    const owner = h.as(OWNER);
    await assertFails(batchDeleteListing(owner, OWNER, 'l1'));
    await assertFails(batchDeleteRequest(owner, OWNER));
    await assertFails(deleteProfiles(owner));
    await assertFails(deleteDoc(doc(owner, paths.rateLimit(OWNER, 'messages'))));
    await assertFails(updateDoc(conversation(owner), { [`participantNames.${OWNER}`]: DELETED }));
    await seed(true);
    await assertSucceeds(batchDeleteListing(owner, OWNER, 'l1'));
    await assertSucceeds(batchDeleteRequest(owner, OWNER));
    await assertSucceeds(deleteDoc(doc(owner, paths.rateLimit(OWNER, 'messages'))));
    await assertSucceeds(deleteDoc(doc(owner, paths.listingRegistry(OWNER))));
    await assertSucceeds(updateDoc(conversation(owner), { [`participantNames.${OWNER}`]: DELETED }));
    // The profiles go with the users total's step, never without it.
    const uncounted = writeBatch(owner);
    uncounted.delete(doc(owner, paths.publicProfile(OWNER)));
    await assertFails(uncounted.commit());
    await assertSucceeds(deleteProfiles(owner));
  });

  it('a deleting account renames only itself, only to "Deleted user", and starts no new counted writes', async () => {
    await seed(true);
    const owner = h.as(OWNER);
    // attack 113: rename the other participant, or pick another name
    await assertFails(updateDoc(conversation(owner), { [`participantNames.${OTHER}`]: DELETED }));
    await assertFails(updateDoc(conversation(owner), { [`participantNames.${OWNER}`]: 'Someone else' }));
    await assertFails(updateDoc(conversation(owner), { [`participantNames.${OWNER}`]: DELETED, lastMessage: 'rewritten' }));
    // attack 113: a reset rate limit reused for new writes
    await assertFails(setDoc(doc(owner, paths.rateLimit(OWNER, 'reports')), { windowStart: serverTimestamp(), count: 1, lastAt: serverTimestamp(), changed: 'r1' }));
    await assertSucceeds(updateDoc(conversation(owner), { [`participantNames.${OWNER}`]: DELETED }));
  });

  it('nobody else uses another account\'s marker', async () => {
    await seed(true);
    const other = h.as(OTHER);
    // attack 114
    await assertFails(updateDoc(conversation(other), { [`participantNames.${OWNER}`]: DELETED }));
    await assertFails(deleteProfiles(h.as(THIRD), OWNER));
    await assertFails(batchDeleteListing(h.as(THIRD), OWNER, 'l1', { registryIds: [] }));
    await assertFails(deleteDoc(doc(h.as(THIRD), paths.privateProfile(OWNER))));
  });

  it('a seeker, who never had a listing registry, may run its delete (a no-op) once deleting, and not before', async () => {
    await h.seed({ ...castDocs() });
    const seeker = h.as(THIRD);
    await assertFails(deleteDoc(doc(seeker, paths.listingRegistry(THIRD))));
    await assertSucceeds(setDoc(marker(seeker, THIRD), { startedAt: serverTimestamp() }));
    await assertSucceeds(deleteDoc(doc(seeker, paths.listingRegistry(THIRD))));
    await assertFails(deleteDoc(doc(h.as(OTHER), paths.listingRegistry(THIRD))));
  });

  it('the viewings registry and counts may go once deleting, and not before or by anyone else', async () => {
    await h.seed({
      ...castDocs(),
      [paths.viewingRegistry(THIRD)]: { bookings: {}, changed: 'l1' },
      [paths.viewingCounts(THIRD)]: { booked: 1, cancelled: 1, ownerCancelled: 0, listingId: 'l1', slotId: 's1' },
    });
    const deleteViewingDocs = (db: Firestore): Promise<void> => {
      const batch = writeBatch(db);
      batch.delete(doc(db, paths.viewingRegistry(THIRD)));
      batch.delete(doc(db, paths.viewingCounts(THIRD)));
      return batch.commit();
    };
    const seeker = h.as(THIRD);
    await assertFails(deleteViewingDocs(seeker));
    await assertSucceeds(setDoc(marker(seeker, THIRD), { startedAt: serverTimestamp() }));
    await assertFails(deleteViewingDocs(h.as(OTHER)));
    await assertSucceeds(deleteViewingDocs(seeker));
  });
});
