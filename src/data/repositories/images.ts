/** Firebase Storage: listing images and profile pictures under the app prefix. */
import { MAX_UPLOAD_BYTES } from '@/config/constants';
import { env } from '@/config/env';
import { auth, storage, storageSdk } from '../firebase';
import { storagePaths } from '../paths';

const paths = storagePaths(env.appId);

export type UploadProgress = (fraction: number) => void;

export class UploadRefusedError extends Error {}

/**
 * The checks storage.rules make (images only, no SVG, under 10 MB, only under your own uid),
 * made here too: the offline Storage emulator cannot enforce rules, and failing early gives a
 * clear message instead of a permission error.
 */
async function assertUploadable(ownerUid: string, data: Blob, contentType: string): Promise<void> {
  if (!/^image\/(?!svg)/i.test(contentType)) throw new UploadRefusedError('Only image files (PNG, JPG, GIF, WebP) can be uploaded.');
  if (data.size > MAX_UPLOAD_BYTES) throw new UploadRefusedError('Images must be smaller than 10 MB.');
  if ((await auth()).currentUser?.uid !== ownerUid) throw new UploadRefusedError('You can only upload to your own account.');
}

async function upload(ownerUid: string, path: string, data: Blob, contentType: string, onProgress?: UploadProgress): Promise<string> {
  await assertUploadable(ownerUid, data, contentType);
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

export function uploadListingImage(uid: string, file: Blob, fileName: string, onProgress?: UploadProgress): Promise<string> {
  return upload(uid, paths.listingImage(uid, fileName), file, file.type || 'image/jpeg', onProgress);
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
