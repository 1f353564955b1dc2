/** Types for scripts/seed/index.mjs (plain Node ESM), for tests/data/seed.test.ts. */

export interface SeedOptions {
  /** Firebase project id used by the emulators. Default 'demo-roomshare'. */
  projectId?: string;
  /** App prefix: documents live under artifacts/{appId}. Default 'roomshare-uk'. */
  appId?: string;
  /** The app's origin the email templates link to. Default SEED_SITE_URL, else http://127.0.0.1:5173. */
  siteUrl?: string;
  /** Progress output. Default console.log. */
  log?: (message: string) => void;
}

export interface SeedSummary {
  users: number;
  authCreated: number;
  authUpdated: number;
  listings: number;
  requests: number;
  conversations: number;
  messages: number;
  categories: number;
  items: number;
  /** Image objects uploaded to the Storage emulator. */
  images: number;
  /** Documents written with set(). */
  documents: number;
  /** Stray documents of seeded users/conversations removed before writing. */
  removed: number;
}

/** Thrown when the emulator environment variables are missing. */
export class SeedSafetyError extends Error {}

/** Seeds the Auth, Firestore and Storage emulators; refuses to run without FIRESTORE_EMULATOR_HOST etc. */
export function seed(options?: SeedOptions): Promise<SeedSummary>;
