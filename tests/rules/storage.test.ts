/**
 * storage.rules (attacks 26-28, 61-63). Needs a firebase-tools Storage emulator WITH its rules runtime,
 * named by STORAGE_RULES_EMULATOR_HOST (plus the Firestore emulator for the cross-service admin
 * check). The offline stack of this repository cannot enforce Storage rules (no Java 21, no rules
 * runtime download), so the suite is skipped there and says so.
 */
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteObject, getMetadata, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { MAX_CARD_IMAGE_BYTES, MAX_UPLOAD_BYTES } from '../../src/config/constants';
import { storagePaths } from '../../src/data/collections';
import { Timestamp } from 'firebase/firestore';
import { ensureFirestoreRules, FIRESTORE_RULES, firestoreEmulator, REPO_ROOT, storageEmulator, workerProjectId } from './support/emulator';
import { seedWith } from './support/env';
import { ADMIN, APP_ID, castDocs, OTHER, OWNER, paths } from './support/fixtures';

const storageHost = storageEmulator();
if (!storageHost) {
  console.warn(
    '[rules] storage.test.ts SKIPPED: STORAGE_RULES_EMULATOR_HOST is not set. Attacks 26-28 and 61-63 need the ' +
      'firebase-tools Storage emulator with its rules runtime (Java 21); see SECURITY.md.',
  );
}

const files = storagePaths(APP_ID);
/** Upload quota as the data layer leaves it after 5 reserved slots (users/{uid}/rate_limits/uploads). */
const WINDOW_START = Timestamp.fromMillis(1_700_000_000_000);
const quota = (count: number) => ({ windowStart: WINDOW_START, count, lastAt: WINDOW_START });
/** Listing image in reserved slot n (1..count) of the seeded window. */
const listingImage = (uid: string, slot = 1) => files.listingImage(uid, `${WINDOW_START.toMillis()}-${slot}`);
/** Its card rendition (src/lib/cardPhotos.ts), in the same slot of card/. */
const cardImage = (uid: string, slot = 1) => files.listingCardImage(uid, `${WINDOW_START.toMillis()}-${slot}`);
const essentialsImage = (name: string) => `artifacts/${APP_ID}/essentials/${name}`;
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

describe.skipIf(!storageHost)('storage rules', () => {
  let env: RulesTestEnvironment | null = null;
  const testEnv = (): RulesTestEnvironment => {
    if (!env) throw new Error('storage test environment is not initialised');
    return env;
  };
  const storageOf = (context: RulesTestContext): FirebaseStorage => context.storage() as unknown as FirebaseStorage;
  const guest = () => storageOf(testEnv().unauthenticatedContext());
  const as = (uid: string) => storageOf(testEnv().authenticatedContext(uid));
  const upload = (storage: FirebaseStorage, path: string, contentType = 'image/jpeg', data: Uint8Array = JPEG) =>
    uploadBytes(ref(storage, path), data, { contentType });

  /** Seeds a file with the rules disabled. */
  async function seedFile(path: string): Promise<void> {
    await testEnv().withSecurityRulesDisabled(async (context) => {
      await uploadBytes(ref(storageOf(context), path), JPEG, { contentType: 'image/jpeg' });
    });
  }

  beforeAll(async () => {
    if (!storageHost) return;
    const firestore = firestoreEmulator();
    await ensureFirestoreRules(firestore, FIRESTORE_RULES, workerProjectId(), inject('firestoreRulesLoaded'));
    env = await initializeTestEnvironment({
      projectId: workerProjectId(),
      firestore,
      storage: { rules: readFileSync(`${REPO_ROOT}storage.rules`, 'utf8'), host: storageHost.host, port: storageHost.port },
    });
  });
  beforeEach(async () => {
    await testEnv().clearStorage();
    await testEnv().clearFirestore();
    await seedWith(testEnv(), {
      ...castDocs(),
      [paths.rateLimit(OWNER, 'uploads')]: quota(5),
      [paths.rateLimit(OTHER, 'uploads')]: quota(5),
      [paths.rateLimit(ADMIN, 'uploads')]: quota(5),
    });
  });
  afterAll(async () => {
    await env?.cleanup();
    env = null;
  });

  describe('guest', () => {
    it('reads public images but cannot upload', async () => {
      await seedFile(listingImage(OWNER));
      const meta = await assertSucceeds(getMetadata(ref(guest(), listingImage(OWNER))));
      expect(meta.contentType).toBe('image/jpeg');
      // attack 26 (signed out)
      await assertFails(upload(guest(), listingImage(OWNER, 2)));
      await assertFails(upload(guest(), files.profilePicture(OWNER)));
    });
  });

  describe('owner', () => {
    it('uploads listing images and its profile picture under its own uid', async () => {
      await assertSucceeds(upload(as(OWNER), listingImage(OWNER)));
      await assertSucceeds(upload(as(OWNER), files.profilePicture(OWNER)));
      await assertSucceeds(upload(as(OWNER), files.profilePicture(OWNER), 'image/png'));
      await assertSucceeds(deleteObject(ref(as(OWNER), listingImage(OWNER))));
      await assertSucceeds(deleteObject(ref(as(OWNER), files.profilePicture(OWNER))));
    });

    it('attack 27: only images strictly under 10 MB', async () => {
      const owner = as(OWNER);
      // attack 27
      await assertFails(upload(owner, listingImage(OWNER, 1), 'text/plain'));
      await assertFails(upload(owner, listingImage(OWNER, 2), 'image/svg+xml'));
      await assertFails(upload(owner, listingImage(OWNER, 3), 'text/html'));
      await assertFails(upload(owner, listingImage(OWNER, 4), 'image/jpeg', new Uint8Array(MAX_UPLOAD_BYTES)));
      await assertFails(upload(owner, files.profilePicture(OWNER), 'application/pdf'));
      await assertSucceeds(upload(owner, listingImage(OWNER, 4), 'image/jpeg', new Uint8Array(MAX_UPLOAD_BYTES - 1)));
      await assertSucceeds(upload(owner, listingImage(OWNER, 5), 'image/webp'));
    });

    it('attack 61: the type allowlist ignores case (no SVG in capitals, no other image types)', async () => {
      const owner = as(OWNER);
      // attack 61
      await assertFails(upload(owner, listingImage(OWNER, 1), 'image/SVG+xml'));
      await assertFails(upload(owner, files.profilePicture(OWNER), 'IMAGE/SVG+XML'));
      await assertFails(upload(owner, listingImage(OWNER, 2), 'image/tiff'));
      await assertSucceeds(upload(owner, listingImage(OWNER, 3), 'IMAGE/PNG'));
      await assertSucceeds(upload(owner, listingImage(OWNER, 4), 'image/gif'));
    });

    it('attack 62: nothing is uploaded under another app id', async () => {
      // attack 62
      await assertFails(upload(as(OWNER), `artifacts/another-app/user_profiles/${OWNER}/profile_picture.jpg`));
      await assertFails(upload(as(OWNER), `artifacts/another-app/room_listings/${OWNER}/${WINDOW_START.toMillis()}-1`));
      await assertSucceeds(upload(as(OWNER), files.profilePicture(OWNER)));
    });

    it('attack 63: listing images only in reserved slots of the current day, at most 60 a day', async () => {
      const owner = as(OWNER);
      // attack 63: an unreserved slot, a free-form name, an earlier window, an over-quota counter
      await assertFails(upload(owner, listingImage(OWNER, 6)));
      await assertFails(upload(owner, listingImage(OWNER, 0)));
      await assertFails(upload(owner, `artifacts/${APP_ID}/room_listings/${OWNER}/1700000000000_kitchen.jpg`));
      await assertFails(upload(owner, files.listingImage(OWNER, `${WINDOW_START.toMillis() - 1}-1`)));
      await seedWith(testEnv(), { [paths.rateLimit(OWNER, 'uploads')]: quota(61) });
      await assertFails(upload(owner, listingImage(OWNER, 1)));
      await seedWith(testEnv(), { [paths.rateLimit(OWNER, 'uploads')]: quota(60) });
      await assertSucceeds(upload(owner, listingImage(OWNER, 60)));
      await assertSucceeds(upload(owner, listingImage(OWNER, 60)));
    });

    it('cannot write outside the known folders', async () => {
      await assertFails(upload(as(OWNER), `artifacts/${APP_ID}/user_profiles/${OWNER}/other.jpg`));
      await assertFails(upload(as(OWNER), `artifacts/${APP_ID}/room_listings/${OWNER}/nested/${WINDOW_START.toMillis()}-1`));
      await assertFails(upload(as(OWNER), `uploads/${OWNER}/a.jpg`));
      await assertFails(upload(as(OWNER), essentialsImage('a.jpg')));
    });
  });

  describe('card renditions', () => {
    it('the owner stores a JPEG under 100 KB in a reserved slot of card/, and deletes it', async () => {
      const owner = as(OWNER);
      await assertSucceeds(upload(owner, cardImage(OWNER)));
      await assertSucceeds(upload(owner, cardImage(OWNER), 'image/jpeg', new Uint8Array(MAX_CARD_IMAGE_BYTES - 1)));
      await assertSucceeds(deleteObject(ref(owner, cardImage(OWNER))));
    });

    it('a rendition is bounded tighter than a photo: 100 KB, JPEG only, a reserved slot, one folder deep', async () => {
      const owner = as(OWNER);
      await assertFails(upload(owner, cardImage(OWNER), 'image/jpeg', new Uint8Array(MAX_CARD_IMAGE_BYTES)));
      await assertFails(upload(owner, cardImage(OWNER), 'image/png'));
      await assertFails(upload(owner, cardImage(OWNER, 6)));
      await assertFails(upload(owner, `${cardImage(OWNER)}/nested`));
    });

    it('another user can neither store nor delete an owner\'s rendition', async () => {
      await seedFile(cardImage(OWNER));
      const other = as(OTHER);
      await assertFails(upload(other, cardImage(OWNER)));
      await assertFails(deleteObject(ref(other, cardImage(OWNER))));
      await assertSucceeds(getMetadata(ref(guest(), cardImage(OWNER))));
    });

    it('an admin adds a missing rendition ("Make card photos") and deletes one, but never replaces one', async () => {
      const admin = as(ADMIN);
      await assertSucceeds(upload(admin, files.listingCardImage(OWNER, 'seed-kitchen.jpg')));
      await assertFails(upload(admin, files.listingCardImage(OWNER, 'seed-kitchen.jpg')));
      await assertFails(upload(admin, files.listingCardImage(OWNER, 'seed-kitchen.jpg'), 'image/jpeg', new Uint8Array(MAX_CARD_IMAGE_BYTES)));
      await assertSucceeds(deleteObject(ref(admin, files.listingCardImage(OWNER, 'seed-kitchen.jpg'))));
      await assertFails(upload(admin, listingImage(OWNER)));
    });
  });

  describe('other user', () => {
    it('attack 26: cannot upload under another uid', async () => {
      const other = as(OTHER);
      // attack 26
      await assertFails(upload(other, listingImage(OWNER)));
      await assertFails(upload(other, files.profilePicture(OWNER)));
      await assertSucceeds(upload(other, listingImage(OTHER)));
    });

    it('attack 28: cannot overwrite or delete another user\'s profile picture or images', async () => {
      await seedFile(files.profilePicture(OWNER));
      await seedFile(listingImage(OWNER));
      const other = as(OTHER);
      // attack 28
      await assertFails(upload(other, files.profilePicture(OWNER)));
      await assertFails(deleteObject(ref(other, files.profilePicture(OWNER))));
      await assertFails(deleteObject(ref(other, listingImage(OWNER))));
      await assertSucceeds(upload(as(OWNER), files.profilePicture(OWNER)));
    });
  });

  describe('admin', () => {
    it('deletes any listing image or profile picture, but does not upload as someone else', async () => {
      await seedFile(files.profilePicture(OWNER));
      await seedFile(listingImage(OWNER));
      const admin = as(ADMIN);
      await assertSucceeds(deleteObject(ref(admin, listingImage(OWNER))));
      await assertSucceeds(deleteObject(ref(admin, files.profilePicture(OWNER))));
      // attack 28 (admin variant): deleting is moderation; overwriting is impersonation
      await assertFails(upload(admin, files.profilePicture(OWNER)));
    });

    it('manages essentials images; users cannot', async () => {
      await assertSucceeds(upload(as(ADMIN), essentialsImage('cooker.jpg')));
      await assertFails(upload(as(OTHER), essentialsImage('cooker.jpg')));
      await assertFails(deleteObject(ref(as(OTHER), essentialsImage('cooker.jpg'))));
      await assertSucceeds(deleteObject(ref(as(ADMIN), essentialsImage('cooker.jpg'))));
    });
  });
});
