/**
 * "Delete my account" through the data layer, for each kind of account whose data differs: the
 * steps the account page runs (src/features/account/delete/deleteAccount.ts) against the rules,
 * then everything checked past them: documents, Storage files, the admin's totals and the Auth
 * account. The page itself, the password and Google confirmations, an account without a role and
 * a deletion resumed on sign-in are driven in the browser (tests/e2e/account-deletion.spec.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DELETED_USER_NAME } from '@/config/constants';
import {
  blockUser,
  createRoomListing,
  createSavedSearch,
  eraseAccountData,
  fetchDashboardCounts,
  openConversation,
  replaceProfilePicture,
  saveRoommateRequest,
  saveToShortlist,
  sendMessage,
  startAccountDeletion,
  uploadListingImage,
  type DashboardCounts,
} from '@/data';
import { COLLECTIONS } from '@/data/collections';
import { deleteAccount } from '@/features/account/delete/deleteAccount';
import { fsPaths } from '@/data/transport/db';
import { requestInput, roomInput } from './fixtures';
import { authAccountExists, clearFirestore, fieldsAsOwner, freshAdmin, listAsOwner, signInAs, signUpMember, writeAsOwner } from './support';

const PHONE = '+44 7700 900123';
const JPEG = new Blob([Uint8Array.from([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });

beforeEach(clearFirestore);

type Account = Awaited<ReturnType<typeof signUpMember>>;

/** What the account page runs once the person has confirmed, signed in as them: its steps, in order. */
async function deleteAccountOf(account: Account): Promise<string[]> {
  await signInAs(account.email, account.password);
  const steps: string[] = [];
  await deleteAccount(account.uid, (step) => steps.push(step));
  return steps;
}

/**
 * Puts Storage URLs in a document past the rules: the rules accept only the demo project's bucket
 * in them, and each worker of this suite has its own (tests/data/worker-project.ts).
 */
const givePictureUrls = (path: string, fields: Record<string, string | string[]>) => writeAsOwner(path, fields, { merge: true });

const fileExists = async (url: string): Promise<boolean> => (await fetch(url)).status === 200;

async function totals(): Promise<Record<string, number>> {
  const admin = await freshAdmin('Totals Admin');
  await signInAs(admin.email, admin.password);
  const counts: DashboardCounts = await fetchDashboardCounts(new Date(Date.now() - 60 * 60 * 1000));
  return Object.fromEntries(Object.entries(counts).map(([key, { total }]) => [key, total]));
}

/** Nothing of the account is left in Firestore or Auth, whatever it held. */
async function expectErased(account: Account): Promise<void> {
  const { uid } = account;
  for (const path of [fsPaths.privateProfile(uid), fsPaths.publicProfile(uid), fsPaths.roommateRequest(uid), fsPaths.listingRegistry(uid)]) {
    expect(await fieldsAsOwner(path), path).toBeNull();
  }
  for (const path of [fsPaths.savedSearches(uid), fsPaths.shortlist(uid), fsPaths.blocks(uid)]) {
    expect(await listAsOwner(path), path).toEqual([]);
  }
  // Only the marker stays, as the account's tombstone.
  expect(await fieldsAsOwner(fsPaths.accountDeletion(uid))).toHaveProperty('startedAt');
  expect(await authAccountExists(account.email)).toBe(false);
}

describe('"Delete my account" leaves nothing of the account', () => {
  it('a seeker who has done nothing else', async () => {
    const seeker = await signUpMember('New Seeker');
    const before = await totals();
    const steps = await deleteAccountOf(seeker);
    expect(steps).toEqual(['listings', 'roommate profile', 'viewings', 'conversations', 'saved searches, shortlist and blocks', 'profile', 'sign-in']);
    await expectErased(seeker);
    expect((await totals()).users).toBe(before.users! - 1);
  });

  it('a seeker with a roommate profile and its picture, a shortlist, a saved search and a block', async () => {
    const other = await signUpMember('Someone Else');
    const seeker = await signUpMember('Profiled Seeker');
    const picture = await replaceProfilePicture(seeker.uid, JPEG);
    await saveRoommateRequest(seeker.uid, requestInput(), PHONE);
    await givePictureUrls(fsPaths.privateProfile(seeker.uid), { profilePicture: picture });
    await givePictureUrls(fsPaths.roommateRequest(seeker.uid), { profilePicture: picture });
    await saveToShortlist(seeker.uid, { kind: 'room', postId: 'room-1', title: 'Double room in Ilford' });
    await createSavedSearch(seeker.uid, { name: 'Doubles', kind: 'room', query: 'type=Double' });
    await blockUser(seeker.uid, other.uid);
    const before = await totals();

    await deleteAccountOf(seeker);
    await expectErased(seeker);
    expect(await fileExists(picture)).toBe(false);
    const after = await totals();
    expect(after.users).toBe(before.users! - 1);
    expect(after.roommateRequests).toBe(before.roommateRequests! - 1);
  });

  it('an owner with a listing and its photos, in a conversation: the other side keeps it and reads "Deleted user"', async () => {
    const seeker = await signUpMember('Asking Seeker');
    const owner = await signUpMember('Leaving Owner');
    const photo = await uploadListingImage(owner.uid, JPEG, undefined, JPEG);
    const listingId = await createRoomListing(roomInput(), { uid: owner.uid, name: 'Leaving Owner', phoneNumber: PHONE });
    await givePictureUrls(`${fsPaths.publicCollection(COLLECTIONS.roomListings)}/${listingId}`, { images: [photo.url], cardImages: [photo.cardUrl] });
    await signInAs(seeker.email, seeker.password);
    await openConversation({ uid: seeker.uid }, { uid: owner.uid });
    await sendMessage(seeker.uid, owner.uid, 'Is the room still free?');
    const before = await totals();

    await deleteAccountOf(owner);
    await expectErased(owner);
    expect(await fieldsAsOwner(`${fsPaths.publicCollection(COLLECTIONS.roomListings)}/${listingId}`)).toBeNull();
    expect(await fileExists(photo.url)).toBe(false);
    expect(await fileExists(photo.cardUrl)).toBe(false);
    const conversations = fsPaths.publicCollection(COLLECTIONS.conversations);
    const [conversation] = await listAsOwner(conversations);
    expect(conversation?.fields.participantNames).toMatchObject({ mapValue: { fields: { [owner.uid]: { stringValue: DELETED_USER_NAME } } } });
    expect(await listAsOwner(`${conversations}/${conversation?.id}/messages`)).toHaveLength(1);
    const after = await totals();
    expect(after.users).toBe(before.users! - 1);
    expect(after.roomListings).toBe(before.roomListings! - 1);
  });

  it('a deletion cut short finishes when its steps run again', async () => {
    const seeker = await signUpMember('Interrupted Seeker');
    await saveRoommateRequest(seeker.uid, requestInput(), PHONE);
    await startAccountDeletion(seeker.uid);
    await eraseAccountData(seeker.uid);
    // The next sign-in runs them again (src/session/loadProfile.ts): nothing fails on what is gone.
    await deleteAccountOf(seeker);
    await expectErased(seeker);
  });
});
