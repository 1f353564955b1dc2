/**
 * "Delete my account" (UK GDPR article 17). The marker users/{uid}/account_deletion/marker is
 * written first; from then on the rules let the owner remove what they otherwise keep (hidden or
 * rejected posts, the listing registry, rate limits, both profiles) and rename themselves
 * "Deleted user" in their conversations. Each step below is safe to run again, so a deletion cut
 * short resumes on the next sign-in (src/session/loadProfile.ts). Firebase Auth goes last.
 */
import { DELETED_USER_NAME } from '@/config/constants';
import { listingPhotoFiles } from '@/lib/cardPhotos';
import { countChange } from '../writers/counters';
import { fsPaths, isPermissionDenied, writer, type Writer } from '../transport/db';
import { getDocument } from '../transport/oneShot';
import { COLLECTIONS } from '../collections';
import { deleteImageByUrl } from '../repositories/images';
import { deleteRoommateRequest } from '../repositories/roommateRequests';
import { deleteRoomListing } from '../repositories/roomListings';
import { cancelViewing } from '../repositories/viewingBookings';
import { myBookedSlotsQuery, toViewingSlot } from '../repositories/viewingSlots';
import { RATE_LIMIT_KINDS, SETTINGS_DOCS } from './myData';
import { readAll, type ExportedDoc } from './readAll';

/** Writes per batch (Firestore allows 500; the rules' reads per batch are the tighter limit). */
const BATCH_SIZE = 100;

export type DeletionProgress = (step: string) => void;

export async function isAccountDeletionStarted(uid: string): Promise<boolean> {
  return (await getDocument(fsPaths.accountDeletion(uid), () => true)) ?? false;
}

/** Step 1: the marker (create only; it stays as the account's tombstone, holding only when). */
export async function startAccountDeletion(uid: string): Promise<void> {
  if (await isAccountDeletionStarted(uid)) return;
  const { sdk, db } = await writer();
  await sdk.setDoc(sdk.doc(db, fsPaths.accountDeletion(uid)), { startedAt: sdk.serverTimestamp() });
}

function images(doc: ExportedDoc, field: 'images' | 'cardImages' | 'profilePicture'): string[] {
  const value: unknown = doc.data[field];
  if (typeof value === 'string') return value ? [value] : [];
  return Array.isArray(value) ? value.filter((url): url is string => typeof url === 'string' && url !== '') : [];
}

/** Storage files go after their documents; one already gone is not an error. */
async function deleteFiles(urls: readonly string[]): Promise<void> {
  await Promise.all(urls.map((url) => deleteImageByUrl(url).catch((error: unknown) => console.warn('Image not removed', url, error))));
}

async function deleteInBatches({ sdk, db }: Writer, paths: readonly string[]): Promise<void> {
  for (let start = 0; start < paths.length; start += BATCH_SIZE) {
    const batch = sdk.writeBatch(db);
    for (const path of paths.slice(start, start + BATCH_SIZE)) batch.delete(sdk.doc(db, path));
    await batch.commit();
  }
}

async function deletePosts(uid: string, progress: DeletionProgress): Promise<void> {
  progress('listings');
  const { docs: listings } = await readAll({ path: fsPaths.publicCollection(COLLECTIONS.roomListings), where: [{ field: 'userId', op: '==', value: uid }] });
  for (const listing of listings) {
    await deleteRoomListing({ id: listing.id, userId: uid });
    await deleteFiles(listingPhotoFiles({ images: images(listing, 'images'), cardImages: images(listing, 'cardImages') }));
  }
  progress('roommate profile');
  const request = await getDocument(fsPaths.roommateRequest(uid), (raw) => raw);
  if (request) {
    await deleteRoommateRequest(uid);
    await deleteFiles(images(request, 'profilePicture'));
  }
}

/** The viewings this account booked open again for others; its bookings registry and counts go. */
async function leaveViewings(writing: Writer, uid: string, progress: DeletionProgress): Promise<void> {
  progress('viewings');
  const { docs } = await readAll(myBookedSlotsQuery(uid));
  for (const slot of docs.map(toViewingSlot)) await cancelViewing(uid, slot, { email: false });
  await deleteInBatches(writing, [fsPaths.viewingRegistry(uid), fsPaths.viewingCounts(uid)]);
}

/** Each conversation keeps its messages; this account's name in it becomes DELETED_USER_NAME. */
async function leaveConversations(writing: Writer, uid: string, progress: DeletionProgress): Promise<void> {
  progress('conversations');
  const { sdk, db } = writing;
  const { docs } = await readAll({ path: fsPaths.publicCollection(COLLECTIONS.conversations), where: [{ field: 'participants', op: 'array-contains', value: uid }] });
  const named = docs.filter((conversation) => (conversation.data.participantNames as Record<string, unknown> | undefined)?.[uid] !== DELETED_USER_NAME);
  for (let start = 0; start < named.length; start += BATCH_SIZE) {
    const batch = sdk.writeBatch(db);
    for (const conversation of named.slice(start, start + BATCH_SIZE)) {
      batch.update(sdk.doc(db, conversation.path), { [`participantNames.${uid}`]: DELETED_USER_NAME });
    }
    await batch.commit();
  }
}

async function deletePrivateLists(writing: Writer, uid: string, progress: DeletionProgress): Promise<void> {
  progress('saved searches, shortlist and blocks');
  const lists = await Promise.all([fsPaths.savedSearches(uid), fsPaths.shortlist(uid), fsPaths.blocks(uid)].map((path) => readAll({ path })));
  await deleteInBatches(writing, lists.flatMap((list) => list.docs.map((doc) => doc.path)));
  // The extension's copy of the address goes with the rate limits (deleting a missing one is a no-op).
  await deleteInBatches(writing, [...RATE_LIMIT_KINDS.map((kind) => fsPaths.rateLimit(uid, kind)), fsPaths.mailUser(uid)]);
  // Settings documents of features whose rules may not allow a delete yet: skipped, not fatal.
  for (const id of SETTINGS_DOCS) {
    await deleteInBatches(writing, [fsPaths.userSettings(uid, id)]).catch((error: unknown) => {
      if (!isPermissionDenied(error)) throw error;
    });
  }
}

/** The registry (owners only), both profiles (with the users total's step) and the profile picture. */
async function deleteProfiles(writing: Writer, uid: string, progress: DeletionProgress): Promise<void> {
  progress('profile');
  const { sdk, db } = writing;
  const privateProfile = await getDocument(fsPaths.privateProfile(uid), (raw) => raw);
  const [hasPublic, hasRegistry] = await Promise.all(
    [fsPaths.publicProfile(uid), fsPaths.listingRegistry(uid)].map(async (path) => (await getDocument(path, () => true)) ?? false),
  );
  const batch = sdk.writeBatch(db);
  if (hasRegistry) batch.delete(sdk.doc(db, fsPaths.listingRegistry(uid)));
  if (hasPublic) {
    batch.delete(sdk.doc(db, fsPaths.publicProfile(uid)));
    countChange(writing, batch, COLLECTIONS.userProfiles, uid, -1);
  }
  if (privateProfile) batch.delete(sdk.doc(db, fsPaths.privateProfile(uid)));
  await batch.commit();
  if (privateProfile) await deleteFiles(images(privateProfile, 'profilePicture'));
}

/** Every Firestore and Storage step after the marker; safe to run again after an interruption. */
export async function eraseAccountData(uid: string, progress: DeletionProgress = () => undefined): Promise<void> {
  const writing = await writer();
  await deletePosts(uid, progress);
  await leaveViewings(writing, uid, progress);
  await leaveConversations(writing, uid, progress);
  await deletePrivateLists(writing, uid, progress);
  await deleteProfiles(writing, uid, progress);
}
