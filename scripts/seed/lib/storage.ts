/**
 * Uploads the committed demo images to the Storage emulator with a fixed download token and
 * returns Firebase-style download URLs pointing at the emulator.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storagePaths } from '../../../src/data/collections';
import { weightedPhoto } from './photoWeights';

export const IMAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'images');

/** Fixed so re-seeding yields the same URLs. */
export const DOWNLOAD_TOKEN = '5eed0000-7a11-4c0d-9e00-000000000001';

/** Fixed upload "timestamp" in listing image names (`{timestamp}_{fileName}`), for idempotency. */
export const SEED_UPLOAD_TIMESTAMP = 1735689600000;

/** The app's storage paths (a listing image named `{timestamp}_{fileName}`), plus the essentials folder. */
export function seedStoragePaths(appId: string) {
  const app = storagePaths(appId);
  const slot = (fileName: string) => `${SEED_UPLOAD_TIMESTAMP}_${fileName.replace(/[^\w.-]+/g, '_')}`;
  return {
    listingImage: (uid: string, fileName: string) => app.listingImage(uid, slot(fileName)),
    listingCardImage: (uid: string, fileName: string) => app.listingCardImage(uid, slot(fileName)),
    profilePicture: app.profilePicture,
    essentialsImage: (fileName: string) => `artifacts/${appId}/essentials/${fileName}`,
  };
}

/** `storageOrigin`: e.g. http://127.0.0.1:9199. */
export function downloadUrl(storageOrigin: string, bucketName: string, path: string): string {
  return `${storageOrigin}/v0/b/${bucketName}/o/${encodeURIComponent(path)}?alt=media&token=${DOWNLOAD_TOKEN}`;
}

/**
 * Uploads through the emulator's Cloud Storage JSON API (the one firebase-admin's bucket uses;
 * it bypasses storage.rules), as a multipart upload carrying the fixed download token.
 */
export async function uploadJpeg(storageOrigin: string, bucketName: string, path: string, data: Buffer): Promise<void> {
  const boundary = `seed-${Math.random().toString(16).slice(2)}`;
  const metadata = {
    name: path,
    contentType: 'image/jpeg',
    cacheControl: 'public, max-age=86400',
    metadata: { firebaseStorageDownloadTokens: DOWNLOAD_TOKEN },
  };
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${JSON.stringify(metadata)}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Type: image/jpeg\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const url = `${storageOrigin}/upload/storage/v1/b/${encodeURIComponent(bucketName)}/o?uploadType=multipart&name=${encodeURIComponent(path)}`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': `multipart/related; boundary=${boundary}`, authorization: 'Bearer owner' },
    body,
  });
  if (!res.ok) throw new Error(`Storage emulator ${res.status} uploading ${path}: ${await res.text()}`);
}

/** How a listing photo is uploaded: as committed, at an owner's upload weight, or as its card rendition. */
type Weight = 'as-is' | 'full' | 'card';

export function makeUploader(storageOrigin: string, bucketName: string) {
  const files = new Map<string, Buffer>();
  const uploads = new Map<string, Promise<string>>();
  // At most 6 uploads in flight: the emulators share a small machine.
  let active = 0;
  const queue: (() => void)[] = [];
  const acquire = () => (active < 6 ? (active++, Promise.resolve()) : new Promise<void>((r) => queue.push(r)));
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active--;
  };

  async function readImage(fileName: string, weight: Weight): Promise<Buffer> {
    const key = `${weight}:${fileName}`;
    let data = files.get(key);
    if (!data) {
      const committed = await readFile(join(IMAGES_DIR, fileName));
      data = weight === 'as-is' ? committed : await weightedPhoto(committed, weight);
      files.set(key, data);
    }
    return data;
  }

  /**
   * Uploads `fileName` from the images folder to `path` (once per run) and returns its URL; a
   * listing photo goes at an owner's upload weight ('full') or as its card rendition ('card').
   */
  function upload(path: string, fileName: string, weight: Weight = 'as-is'): Promise<string> {
    let pending = uploads.get(path);
    if (!pending) {
      pending = readImage(fileName, weight).then(async (data) => {
        await acquire();
        try {
          await uploadJpeg(storageOrigin, bucketName, path, data);
        } finally {
          release();
        }
        return downloadUrl(storageOrigin, bucketName, path);
      });
      uploads.set(path, pending);
    }
    return pending;
  }

  return { upload, count: () => uploads.size };
}
