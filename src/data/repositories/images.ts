/** Firebase Storage: listing images and profile pictures under the app prefix. */
import { MAX_CARD_IMAGE_BYTES, MAX_UPLOAD_BYTES, UPLOADS_PER_DAY } from '@/config/constants';
import { env } from '@/config/env';
import { auth, storage, storageSdk } from '../transport/firebase';
import { fsPaths, writer } from '../transport/db';
import { cardImagePath } from '../collections/roomListings';
import { storagePaths } from '../collections';
import { addDayCount } from '../writers/rateLimits';

const paths = storagePaths(env.appId);

export type UploadProgress = (fraction: number) => void;

export class UploadRefusedError extends Error {}

/**
 * The checks storage.rules make (JPEG/PNG/GIF/WebP, under 10 MB, only under your own uid),
 * made here too: the offline Storage emulator cannot enforce rules, and failing early gives a
 * clear message instead of a permission error.
 */
async function assertUploadable(ownerUid: string, data: Blob, contentType: string): Promise<void> {
  if (!/^image\/(jpeg|png|gif|webp)$/i.test(contentType)) throw new UploadRefusedError('Only image files (PNG, JPG, GIF, WebP) can be uploaded.');
  if (data.size > MAX_UPLOAD_BYTES) throw new UploadRefusedError('Images must be smaller than 10 MB.');
  if ((await auth()).currentUser?.uid !== ownerUid) throw new UploadRefusedError('You can only upload to your own account.');
}

async function upload(ownerUid: string, path: string, data: Blob, contentType: string, onProgress?: UploadProgress): Promise<string> {
  await assertUploadable(ownerUid, data, contentType);
  return put(path, data, contentType, onProgress);
}

async function put(path: string, data: Blob, contentType: string, onProgress?: UploadProgress): Promise<string> {
  const [sdk, instance] = await Promise.all([storageSdk(), storage()]);
  const ref = sdk.ref(instance, path);
  const task = sdk.uploadBytesResumable(ref, data, { contentType });
  await new Promise<void>((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) => onProgress?.(snapshot.totalBytes ? snapshot.bytesTransferred / snapshot.totalBytes : 0),
      reject,
      () => resolve(),
    );
  });
  onProgress?.(1);
  return sdk.getDownloadURL(ref);
}

/** Slot reservations run one at a time, so parallel uploads never step the counter from the same value. */
let reserving: Promise<unknown> = Promise.resolve();

/**
 * Reserves the next listing-image slot of today's uploads: one step of
 * users/{uid}/rate_limits/uploads (UPLOADS_PER_DAY), read back for the server's window start.
 * storage.rules accept a listing image only in a reserved slot, which bounds a user's new files.
 */
function reserveUploadSlot(uid: string): Promise<string> {
  const reservation = reserving.then(async () => {
    const writing = await writer();
    const { sdk, db } = writing;
    const batch = sdk.writeBatch(db);
    await addDayCount(writing, batch, uid, 'uploads', UPLOADS_PER_DAY);
    await batch.commit();
    const counter = (await sdk.getDocFromServer(sdk.doc(db, fsPaths.rateLimit(uid, 'uploads')))).data();
    const windowStart: unknown = counter?.windowStart;
    if (!(windowStart instanceof sdk.Timestamp) || typeof counter?.count !== 'number') throw new Error('The upload counter could not be read back.');
    return `${windowStart.toMillis()}-${counter.count}`;
  });
  reserving = reservation.catch(() => undefined);
  return reservation;
}

/** A stored listing photo: its URL and its card rendition's (the photo's own when it has none). */
export interface UploadedPhoto {
  url: string;
  cardUrl: string;
}

/** A rendition storage.rules accept (room_listings/{uid}/card/: a JPEG under MAX_CARD_IMAGE_BYTES). */
function isStorableCard(card: Blob | null): card is Blob {
  return card !== null && card.type === 'image/jpeg' && card.size < MAX_CARD_IMAGE_BYTES;
}

/**
 * Uploads a listing photo into the next upload slot and, when given, its card rendition into the
 * same slot of `card/`. A rendition that cannot be stored leaves the photo its own card.
 */
export async function uploadListingImage(uid: string, file: Blob, onProgress?: UploadProgress, card: Blob | null = null): Promise<UploadedPhoto> {
  await assertUploadable(uid, file, file.type || 'image/jpeg');
  const slot = await reserveUploadSlot(uid);
  const url = await upload(uid, paths.listingImage(uid, slot), file, file.type || 'image/jpeg', onProgress);
  if (!isStorableCard(card)) return { url, cardUrl: url };
  try {
    return { url, cardUrl: await put(paths.listingCardImage(uid, slot), card, 'image/jpeg') };
  } catch (error) {
    console.warn('The card photo was not stored; the card shows the full photo.', error);
    return { url, cardUrl: url };
  }
}

/** Stores the card rendition of an existing listing photo beside it (an admin's "Make card photos") and returns its URL. */
export async function uploadCardImageOf(photoUrl: string, card: Blob): Promise<string> {
  if (!isStorableCard(card)) throw new UploadRefusedError('A card photo must be a JPEG under 100 KB.');
  const [sdk, instance] = await Promise.all([storageSdk(), storage()]);
  return put(cardImagePath(sdk.ref(instance, photoUrl).fullPath), card, 'image/jpeg');
}

/** Fetches a stored photo's bytes (for its card rendition). */
export async function downloadImage(url: string): Promise<Blob> {
  const [sdk, instance] = await Promise.all([storageSdk(), storage()]);
  return sdk.getBlob(sdk.ref(instance, url));
}

function isObjectNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'storage/object-not-found';
}

/** Deletes a stored file by its download URL; a file that is already gone is not an error. */
export async function deleteImageByUrl(url: string): Promise<void> {
  const [sdk, instance] = await Promise.all([storageSdk(), storage()]);
  try {
    await sdk.deleteObject(sdk.ref(instance, url));
  } catch (error) {
    if (!isObjectNotFound(error)) throw error;
  }
}

/**
 * Uploads the user's profile picture to its fixed path and returns its URL. The previous file
 * is deleted first when there was one (`previousUrl`); a file that is already gone is ignored.
 * Knowing whether one existed avoids a 404 request (and its console error) for first uploads.
 */
export async function replaceProfilePicture(uid: string, jpeg: Blob, onProgress?: UploadProgress, previousUrl = ''): Promise<string> {
  await assertUploadable(uid, jpeg, 'image/jpeg');
  if (previousUrl) {
    const [sdk, instance] = await Promise.all([storageSdk(), storage()]);
    try {
      await sdk.deleteObject(sdk.ref(instance, paths.profilePicture(uid)));
    } catch (error) {
      if (!isObjectNotFound(error)) throw error;
    }
  }
  return upload(uid, paths.profilePicture(uid), jpeg, 'image/jpeg', onProgress);
}
