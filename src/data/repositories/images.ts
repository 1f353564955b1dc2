/** Firebase Storage: listing images and profile pictures under the app prefix. */
import { env } from '@/config/env';
import { storage, storageSdk } from '../firebase';
import { storagePaths } from '../paths';

const paths = storagePaths(env.appId);

export type UploadProgress = (fraction: number) => void;

async function upload(path: string, data: Blob, contentType: string, onProgress?: UploadProgress): Promise<string> {
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
  return upload(paths.listingImage(uid, fileName), file, file.type || 'image/jpeg', onProgress);
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

/** Replaces the user's profile picture (old one deleted, a missing one ignored) and returns its URL. */
export async function replaceProfilePicture(uid: string, jpeg: Blob, onProgress?: UploadProgress): Promise<string> {
  const [sdk, instance] = await Promise.all([storageSdk(), storage()]);
  try {
    await sdk.deleteObject(sdk.ref(instance, paths.profilePicture(uid)));
  } catch (error) {
    if (!isObjectNotFound(error)) throw error;
  }
  return upload(paths.profilePicture(uid), jpeg, 'image/jpeg', onProgress);
}
