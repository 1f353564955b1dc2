import { deleteImageByUrl, uploadListingImage, type UploadedPhoto } from '@/data';
import { compressCardImage, compressImage } from './compressImage';

export type UploadPhase = 'waiting' | 'compressing' | 'uploading' | 'done' | 'failed';

export interface UploadStatus {
  phase: UploadPhase;
  /** 0..1 of the upload itself (compression shows as phase only). */
  fraction: number;
}

export type UploadListener = (index: number, status: UploadStatus) => void;

/** At most this many images are compressed/uploaded at once (the worker is CPU-heavy). */
const CONCURRENCY = 3;

/** Deletes stored images (unused uploads, removed photos); failures are only logged (best effort). */
export async function deleteImagesQuietly(urls: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(urls.map((url) => deleteImageByUrl(url)));
  results.forEach((result) => {
    if (result.status === 'rejected') console.warn('Could not delete an image from Storage', result.reason);
  });
}

/** Every stored file of uploaded photos (a photo without a rendition is its own card). */
export function uploadedFiles(photos: readonly UploadedPhoto[]): string[] {
  return [...new Set(photos.flatMap(({ url, cardUrl }) => [url, cardUrl]))];
}

async function uploadOne(uid: string, file: File, index: number, onUpdate: UploadListener): Promise<UploadedPhoto> {
  onUpdate(index, { phase: 'compressing', fraction: 0 });
  const [blob, card] = await Promise.all([compressImage(file), compressCardImage(file)]);
  onUpdate(index, { phase: 'uploading', fraction: 0 });
  try {
    const photo = await uploadListingImage(uid, blob, (fraction) => onUpdate(index, { phase: 'uploading', fraction }), card);
    onUpdate(index, { phase: 'done', fraction: 1 });
    return photo;
  } catch (error) {
    onUpdate(index, { phase: 'failed', fraction: 0 });
    throw error;
  }
}

/**
 * Compresses and uploads listing images (and their card renditions) under the owner's uid,
 * reporting each one's progress, and returns them in the given order. All or nothing: if any
 * upload fails, the ones that succeeded are deleted again and the first error is thrown.
 */
export async function uploadImages(uid: string, files: readonly File[], onUpdate: UploadListener): Promise<UploadedPhoto[]> {
  files.forEach((_, index) => onUpdate(index, { phase: 'waiting', fraction: 0 }));
  const results: PromiseSettledResult<UploadedPhoto>[] = new Array(files.length);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const index = next++;
      const file = files[index];
      if (!file) continue;
      results[index] = await uploadOne(uid, file, index, onUpdate).then(
        (value) => ({ status: 'fulfilled', value }) as const,
        (reason: unknown) => ({ status: 'rejected', reason }) as const,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, worker));
  const photos = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await deleteImagesQuietly(uploadedFiles(photos));
    throw failure.reason;
  }
  return photos;
}
