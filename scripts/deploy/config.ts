/**
 * What a deploy needs from `.env`: the Firebase web config of a real project. Returns every problem
 * at once, so a deployer fixes `.env` in one pass instead of one refusal at a time.
 */

/** The values stamped into the rules and used to pick the project. */
export interface DeployConfig {
  projectId: string;
  storageBucket: string;
  appId: string;
  siteUrl: string;
}

export type DeployConfigResult = { ok: true; config: DeployConfig } | { ok: false; problems: string[] };

/** The variables a deploy cannot do without, and what each is for. */
const REQUIRED: Record<string, string> = {
  VITE_FIREBASE_API_KEY: 'the web app\'s API key (Firebase console → Project settings → Your apps)',
  VITE_FIREBASE_AUTH_DOMAIN: 'the Auth domain, e.g. my-project.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'the project id the deploy goes to',
  VITE_FIREBASE_STORAGE_BUCKET: 'the default Storage bucket, e.g. my-project.firebasestorage.app (stamped into the rules)',
  VITE_FIREBASE_APP_ID: 'the web app id, e.g. 1:1234:web:abcd',
  VITE_SITE_URL: 'the public origin, e.g. https://my-project.web.app (canonical links, sitemap, email links)',
};

/** Values copied from `.env.example` or the local stack: they name no real project. */
const PLACEHOLDER = /^(your-project|demo-)|your-project\.|^https?:\/\/(127\.0\.0\.1|localhost)(:|\/|$)/;

/** The data prefix artifacts/{appId}: a Firestore document id that is also a path segment in rules. */
const APP_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

export function readDeployConfig(env: Record<string, string | undefined>): DeployConfigResult {
  const problems: string[] = [];
  const value = (name: string) => env[name]?.trim() ?? '';

  for (const [name, what] of Object.entries(REQUIRED)) {
    const v = value(name);
    if (!v) problems.push(`${name} is not set: ${what}.`);
    else if (PLACEHOLDER.test(v)) problems.push(`${name} is "${v}", a demo or example value: set ${what}.`);
  }

  const projectId = value('VITE_FIREBASE_PROJECT_ID');
  const storageBucket = value('VITE_FIREBASE_STORAGE_BUCKET');
  const appId = value('VITE_APP_ID') || 'roomshare-uk';
  const siteUrl = value('VITE_SITE_URL');

  if (storageBucket && !/^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/.test(storageBucket)) {
    problems.push(`VITE_FIREBASE_STORAGE_BUCKET "${storageBucket}" is not a bucket name (no gs:// or https:// prefix).`);
  }
  if (!APP_ID.test(appId)) {
    problems.push(`VITE_APP_ID "${appId}" must be lower-case letters, digits and hyphens (it is a path segment).`);
  }
  if (siteUrl && !PLACEHOLDER.test(siteUrl) && !/^https:\/\/[^/]+$/.test(siteUrl)) {
    problems.push(`VITE_SITE_URL "${siteUrl}" must be an https origin with no path or trailing slash.`);
  }
  if (value('VITE_USE_EMULATORS') === 'true') {
    problems.push('VITE_USE_EMULATORS is true: a deployed build must talk to the real project, remove it.');
  }

  return problems.length > 0 ? { ok: false, problems } : { ok: true, config: { projectId, storageBucket, appId, siteUrl } };
}
