/**
 * The committed firestore.rules and storage.rules are the local ones (the emulators' demo bucket
 * and the default app id). A deploy stamps the project's own values into copies; nothing else in
 * the files changes. Each stamp names the exact local text and how often it stands in its file, so
 * an edit of the rules that adds or drops an occurrence fails the render (and its test) instead of
 * deploying half-stamped rules.
 */
import type { DeployConfig } from './config';

/** The values the committed rules carry (the local stack's). */
export const LOCAL_VALUES = {
  appId: 'roomshare-uk',
  storageBucket: 'demo-roomshare.appspot.com',
} as const;

export type RulesFile = 'firestore.rules' | 'storage.rules';

/** The Trigger Email extension's parameters (firebase.json `extensions`), whose collection paths name the app id. */
export const MAIL_EXTENSION_ENV = 'extensions/firestore-send-email.env';

export type StampedFile = RulesFile | typeof MAIL_EXTENSION_ENV;

/** Where a deploy writes the stamped parameters: firebase reads `<instance>.env.<project id>` over `<instance>.env`. */
export function mailExtensionEnvFor(projectId: string): string {
  return `${MAIL_EXTENSION_ENV}.${projectId}`;
}

interface Stamp {
  file: StampedFile;
  /** The local text, exactly as committed. */
  local: string;
  /** The same text for the deployed project. */
  deployed: (config: DeployConfig) => string;
  /** How many times the local text stands in the file. */
  count: number;
}

/** A bucket name as a literal inside a rules regular expression (dots only match dots). */
export function bucketPattern(bucket: string): string {
  return bucket.replaceAll('.', '[.]');
}

export const STAMPS: readonly Stamp[] = [
  {
    file: 'firestore.rules',
    local: `return '${bucketPattern(LOCAL_VALUES.storageBucket)}';`,
    deployed: (c) => `return '${bucketPattern(c.storageBucket)}';`,
    count: 1,
  },
  { file: 'firestore.rules', local: `return '${LOCAL_VALUES.appId}';`, deployed: (c) => `return '${c.appId}';`, count: 1 },
  { file: 'firestore.rules', local: `match /artifacts/${LOCAL_VALUES.appId} {`, deployed: (c) => `match /artifacts/${c.appId} {`, count: 1 },
  { file: 'storage.rules', local: `artifacts/${LOCAL_VALUES.appId}/`, deployed: (c) => `artifacts/${c.appId}/`, count: 7 },
  // MAIL_COLLECTION, USERS_COLLECTION, TEMPLATES_COLLECTION.
  { file: MAIL_EXTENSION_ENV, local: `=artifacts/${LOCAL_VALUES.appId}/`, deployed: (c) => `=artifacts/${c.appId}/`, count: 3 },
];

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** The rules (or extension parameters) file with the project's values stamped in; throws when the file has drifted from STAMPS. */
export function renderRules(file: StampedFile, source: string, config: DeployConfig): string {
  let rendered = source;
  for (const stamp of STAMPS.filter((s) => s.file === file)) {
    const found = occurrences(source, stamp.local);
    if (found !== stamp.count) {
      throw new Error(`${file}: expected "${stamp.local}" ${stamp.count} time(s), found ${found}. Update STAMPS in scripts/deploy/renderRules.ts with the rules.`);
    }
    rendered = rendered.replaceAll(stamp.local, stamp.deployed(config));
  }
  return rendered;
}
