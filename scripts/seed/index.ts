/**
 * Demo seed for the local Firebase emulators: Auth users, profiles, room
 * listings, roommate requests, conversations, essentials and images. Idempotent: fixed uids and
 * document ids, `set()` everywhere, so running it again restores the same state.
 *
 * CLI: FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 \
 *      FIREBASE_STORAGE_EMULATOR_HOST=127.0.0.1:9199 npx tsx scripts/seed/index.ts
 * Optional env: SEED_PROJECT_ID (else VITE_FIREBASE_PROJECT_ID, else demo-roomshare),
 *               SEED_APP_ID (else VITE_APP_ID, else roomshare-uk).
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { firestorePaths } from '../../src/data/collections';
import { conversationId } from '../../src/data/collections/conversations';
import { mailTemplates } from '../mail/templates';
import { isMainModule } from '../lib/isMainModule';
import { DEMO_ACCOUNT_LIST, DEMO_ACCOUNTS } from './accounts';
import { CONVERSATIONS } from './data/conversations';
import * as ESSENTIALS from './data/essentials';
import { LISTINGS } from './data/listings';
import { REQUESTS } from './data/requests';
import { USERS, userById } from './data/users';
import { upsertAuthUsers } from './lib/auth';
import * as docs from './lib/documents';
import { emulatorConfig, SeedSafetyError } from './lib/env';
import { firestoreClient, strayPaths, type Write } from './lib/firestore';
import { makeUploader, seedStoragePaths } from './lib/storage';
import { makeClock } from './lib/time';
import { validateSeedData, validateSeedDocuments } from './lib/validate';
import { viewingWrites } from './lib/viewings';

export { SeedSafetyError };

let instances = 0;

export interface SeedOptions {
  /** Firebase project id used by the emulators. Default 'demo-roomshare'. */
  projectId?: string;
  /** App prefix: documents live under artifacts/{appId}. Default 'roomshare-uk'. */
  appId?: string;
  /** The app's origin the email templates link to (SEED_SITE_URL; npm run dev and the e2e run set it). */
  siteUrl?: string;
  /** Progress output. Default console.log. */
  log?: (message: string) => void;
}

/**
 * Seeds the emulators. Refuses to run unless the Firestore, Auth and Storage emulator hosts are
 * set in the environment.
 */
export async function seed({
  projectId = 'demo-roomshare',
  appId = 'roomshare-uk',
  siteUrl = process.env.SEED_SITE_URL ?? 'http://127.0.0.1:5173',
  log = console.log,
}: SeedOptions = {}) {
  const env = emulatorConfig();
  if (!projectId.startsWith('demo-')) log(`note: project "${projectId}" is not a demo- project; writing to the emulators only.`);
  validateSeedData({ users: USERS, listings: LISTINGS, requests: REQUESTS, conversations: CONVERSATIONS, essentials: ESSENTIALS });

  const bucketName = `${projectId}.appspot.com`;
  // firebase-admin for Auth; Firestore and Storage through their emulator REST APIs (lib/firestore.ts says why).
  const app = initializeApp({ projectId }, `roomshare-seed-${process.pid}-${++instances}`);
  try {
    const started = Date.now();
    const clock = makeClock(started);
    const db = firestoreClient(env.firestoreHost, projectId);
    const p = firestorePaths(appId);
    const sp = seedStoragePaths(appId);
    log(`project ${projectId}, app ${appId} -> firestore ${env.firestoreHost}, auth ${env.authHost}, storage ${env.storageHost}`);

    const auth = await upsertAuthUsers(getAuth(app), USERS);
    log(`auth users: ${auth.created} created, ${auth.updated} updated`);

    const uploader = makeUploader(env.storageOrigin, bucketName);
    const upload = uploader.upload;
    const pictures = new Map(
      await Promise.all(USERS.map(async (u) => [u.uid, u.avatar ? await upload(sp.profilePicture(u.uid), u.avatar) : ''] as const)),
    );
    // Photos at an owner's upload weight, each with its card rendition; a listing marked
    // `withoutCardPhotos` is one from before renditions (the admins' "Make card photos" makes them).
    const listingImages = new Map(
      await Promise.all(
        LISTINGS.map(async (l) => {
          const images = await Promise.all(l.images.map((f) => upload(sp.listingImage(l.owner, f), f, 'full')));
          const cardImages = l.withoutCardPhotos ? null : await Promise.all(l.images.map((f) => upload(sp.listingCardImage(l.owner, f), f, 'card')));
          return [l.id, { images, cardImages }] as const;
        }),
      ),
    );
    const essentialImages = new Map(
      await Promise.all(
        ESSENTIALS.ITEMS.map(async ({ image }) => {
          const file = `essential-${image}.jpg`;
          return [image, await upload(sp.essentialsImage(file), file)] as const;
        }),
      ),
    );
    log(`storage: ${uploader.count()} images uploaded to gs://${bucketName}`);

    const writes: Write[] = [
      ...USERS.flatMap((u) => docs.profileWrites(p, clock, u, pictures.get(u.uid) ?? '')),
      ...LISTINGS.flatMap((l) => docs.listingWrites(p, clock, l, userById(l.owner), listingImages.get(l.id) ?? { images: [], cardImages: null })),
      ...docs.registryWrites(p, LISTINGS),
      ...REQUESTS.flatMap((r) => docs.requestWrites(p, clock, r, userById(r.uid), r.picture ? pictures.get(r.uid) ?? '' : '')),
      ...CONVERSATIONS.flatMap((c) => docs.conversationWrites(p, clock, c, userById)),
      ...docs.conversationCounterWrites(p, clock, CONVERSATIONS, USERS),
      ...docs.essentialsWrites(p, ESSENTIALS, (image) => essentialImages.get(image) ?? ''),
      ...docs.savedSearchWrites(p, clock, DEMO_ACCOUNTS.seeker.uid),
      ...viewingWrites(p, clock),
      // The Trigger Email extension's templates, linking to the local app (the outbox stand-in renders them).
      ...Object.entries(mailTemplates(siteUrl)).map(([name, template]): Write => [p.mailTemplate(name), { ...template }]),
      // The addresses of the accounts whose email is verified: what the app writes at their sign-in.
      ...USERS.filter((u) => u.emailVerified).map((u): Write => [p.mailUser(u.uid), { email: u.email }]),
    ];

    validateSeedDocuments(writes);
    const stray = await strayPaths(db, {
      publicData: `${p.root}/public/data`,
      userIds: USERS.map((u) => u.uid),
      listingIds: new Set(LISTINGS.map((l) => l.id)),
      conversations: CONVERSATIONS.map((c) => ({
        id: conversationId(c.a, c.b),
        messageIds: new Set(c.messages.map((_, i) => docs.messageId(i))),
      })),
    });
    const removed = await db.deleteAll(stray);
    if (removed) log(`removed ${removed} stray documents from earlier runs or manual testing`);
    const written = await db.setAll(writes);

    const summary = {
      users: USERS.length,
      authCreated: auth.created,
      authUpdated: auth.updated,
      listings: LISTINGS.length,
      requests: REQUESTS.length,
      conversations: CONVERSATIONS.length,
      messages: CONVERSATIONS.reduce((n, c) => n + c.messages.length, 0),
      categories: ESSENTIALS.CATEGORIES.length,
      items: ESSENTIALS.ITEMS.length,
      images: uploader.count(),
      documents: written,
      removed,
    };
    log(
      `${summary.users} users, ${summary.listings} listings, ${summary.requests} roommate requests, ` +
        `${summary.conversations} conversations (${summary.messages} messages), ${summary.categories} essentials categories, ` +
        `${summary.items} items: ${written} documents in ${Date.now() - started} ms`,
    );
    return summary;
  } finally {
    await deleteApp(app);
  }
}

/** What a seed run made and removed. */
export type SeedSummary = Awaited<ReturnType<typeof seed>>;

if (isMainModule(import.meta.url)) {
  seed({
    log: (message) => console.log(`[seed] ${message}`),
    projectId: process.env.SEED_PROJECT_ID || process.env.VITE_FIREBASE_PROJECT_ID || 'demo-roomshare',
    appId: process.env.SEED_APP_ID || process.env.VITE_APP_ID || 'roomshare-uk',
  }).then(
    () => {
      console.log('[seed] demo accounts:');
      for (const a of DEMO_ACCOUNT_LIST) console.log(`  ${a.email.padEnd(30)} ${a.password.padEnd(10)} ${a.description}`);
    },
    (error) => {
      console.error(error instanceof SeedSafetyError ? `[seed] ${error.message}` : error);
      process.exitCode = 1;
    },
  );
}
