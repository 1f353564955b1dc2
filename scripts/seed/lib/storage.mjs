/**
 * Uploads the committed demo images to the Storage emulator with a fixed download token and
 * returns Firebase-style download URLs pointing at the emulator.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { weightedPhoto } from './photoWeights.mjs';

export const IMAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'images');

/** Fixed so re-seeding yields the same URLs. */
export const DOWNLOAD_TOKEN = '5eed0000-7a11-4c0d-9e00-000000000001';

/** Fixed upload "timestamp" in listing image names (`{timestamp}_{fileName}`), for idempotency. */
export const SEED_UPLOAD_TIMESTAMP = 1735689600000;

/**
 * Storage paths, matching src/data/collections/index.ts `storagePaths` (plus the essentials folder).
 * @param {string} appId
 */
export function seedStoragePaths(appId) {
  const root = `artifacts/${appId}`;
  return {
    /** @param {string} uid @param {string} fileName */
    listingImage: (uid, fileName) => `${root}/room_listings/${uid}/${SEED_UPLOAD_TIMESTAMP}_${fileName.replace(/[^\w.-]+/g, '_')}`,
    /** Its card rendition: beside it in card/ (src/data/collections/index.ts listingCardImage). @param {string} uid @param {string} fileName */
    listingCardImage: (uid, fileName) => `${root}/room_listings/${uid}/card/${SEED_UPLOAD_TIMESTAMP}_${fileName.replace(/[^\w.-]+/g, '_')}`,
    /** @param {string} uid */
    profilePicture: (uid) => `${root}/user_profiles/${uid}/profile_picture.jpg`,
    /** @param {string} fileName */
    essentialsImage: (fileName) => `${root}/essentials/${fileName}`,
  };
}

/**
 * @param {string} storageOrigin e.g. http://127.0.0.1:9199
 * @param {string} bucketName
 * @param {string} path
 */
export function downloadUrl(storageOrigin, bucketName, path) {
  return `${storageOrigin}/v0/b/${bucketName}/o/${encodeURIComponent(path)}?alt=media&token=${DOWNLOAD_TOKEN}`;
}

/**
 * Uploads through the emulator's Cloud Storage JSON API (the one firebase-admin's bucket uses;
 * it bypasses storage.rules), as a multipart upload carrying the fixed download token.
 * @param {string} storageOrigin e.g. http://127.0.0.1:9199
 * @param {string} bucketName
 * @param {string} path
 * @param {Buffer} data
 */
export async function uploadJpeg(storageOrigin, bucketName, path, data) {
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

/**
 * @param {string} storageOrigin
 * @param {string} bucketName
 */
export function makeUploader(storageOrigin, bucketName) {
  /** @type {Map<string, Buffer>} */
  const files = new Map();
  /** @type {Map<string, Promise<string>>} */
  const uploads = new Map();
  // At most 6 uploads in flight: the emulators share a small machine.
  let active = 0;
  /** @type {(() => void)[]} */
  const queue = [];
  const acquire = () => (active < 6 ? (active++, Promise.resolve()) : new Promise((r) => queue.push(r)));
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active--;
  };

  /** @param {string} fileName @param {'as-is' | 'full' | 'card'} weight */
  async function readImage(fileName, weight) {
    const key = `${weight}:${fileName}`;
    if (!files.has(key)) {
      const committed = await readFile(join(IMAGES_DIR, fileName));
      files.set(key, weight === 'as-is' ? committed : await weightedPhoto(committed, weight));
    }
    return /** @type {Buffer} */ (files.get(key));
  }

  /**
   * Uploads `fileName` from the images folder to `path` (once per run) and returns its URL; a
   * listing photo goes at an owner's upload weight ('full') or as its card rendition ('card').
   * @param {string} path @param {string} fileName @param {'as-is' | 'full' | 'card'} [weight] @returns {Promise<string>}
   */
  function upload(path, fileName, weight = 'as-is') {
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
