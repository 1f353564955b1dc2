/**
 * Transport of the REST reader (./oneShot): URLs, the signed-in user's and App Check's tokens, and
 * errors shaped like the SDK's (`code` such as 'permission-denied'). Without App Check, a guest's
 * request carries no custom header and POSTs a plain string (Content-Type text/plain), so it is a
 * "simple" CORS request: no preflight. With App Check every request carries `X-Firebase-AppCheck`,
 * so the browser preflights it (once per URL while its preflight cache holds: SECURITY.md).
 */
import { env } from '@/config/env';
import { takeEarlyAnswer, type EarlyAnswer } from './earlyAnswers';
import { trackRead } from './readCounter';
import { appCheckHeaders, auth } from './firebase';
import type { RestDocument } from './restValues';

export const DOCUMENTS_ROOT = `projects/${env.firebase.projectId}/databases/(default)/documents`;
const ORIGIN = env.useEmulators ? `http://${env.emulators.host}:${env.emulators.firestorePort}` : 'https://firestore.googleapis.com';

export class FirestoreRestError extends Error {
  /** The gRPC status in the SDK's spelling: 'permission-denied', 'failed-precondition', … */
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'FirestoreRestError';
    this.code = code;
  }
}

/**
 * Query parameters of every request: the API key, and `prettyPrint=false`, one of Google APIs'
 * system parameters (cloud.google.com/apis/docs/system-parameters): Firestore indents its JSON by
 * default, a third of a page of rooms' bytes. The emulator ignores it and always indents.
 */
const QUERY = new URLSearchParams({ ...(env.firebase.apiKey ? { key: env.firebase.apiKey } : {}), prettyPrint: 'false' }).toString();

/** `path` is relative to the documents root ('' for the root); `method` e.g. 'runQuery'. */
export function restUrl(path: string, method?: string): string {
  const encoded = path.split('/').filter(Boolean).map(encodeURIComponent).join('/');
  return `${ORIGIN}/v1/${DOCUMENTS_ROOT}${encoded ? `/${encoded}` : ''}${method ? `:${method}` : ''}?${QUERY}`;
}

const HTTP_CODES: Record<number, string> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'aborted',
  429: 'resource-exhausted',
  499: 'cancelled',
  501: 'unimplemented',
  503: 'unavailable',
  504: 'deadline-exceeded',
};

interface ErrorBody {
  error?: { message?: string; status?: string };
}

/** A REST error body ({error: {status, message}}, or a one-entry array of it) → FirestoreRestError. */
export function errorFrom(httpStatus: number, body: unknown): FirestoreRestError {
  const entry = (Array.isArray(body) ? body[0] : body) as ErrorBody | null | undefined;
  const status = typeof entry?.error?.status === 'string' ? entry.error.status : '';
  const code = status ? status.toLowerCase().replaceAll('_', '-') : (HTTP_CODES[httpStatus] ?? (httpStatus >= 500 ? 'internal' : 'unknown'));
  return new FirestoreRestError(code, entry?.error?.message ?? `Firestore answered HTTP ${httpStatus}`);
}

/** The signed-in user's ID token (as the SDKs send it). Auth is asked only if the app has already loaded it: never for a guest. */
async function authorization(): Promise<Record<string, string> | undefined> {
  const instance = await auth.started()?.catch(() => null);
  if (!instance) return undefined;
  await instance.authStateReady();
  const user = instance.currentUser;
  return user ? { Authorization: `Bearer ${await user.getIdToken()}` } : undefined;
}

async function send(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  const [user, app] = await Promise.all([authorization(), appCheckHeaders()]);
  const headers = { ...user, ...app };
  let response: Response;
  try {
    response = await fetch(url, Object.keys(headers).length > 0 ? { ...init, headers } : init);
  } catch (error) {
    throw new FirestoreRestError('unavailable', `Firestore could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw errorFrom(response.status, body);
  return { status: response.status, body };
}

/**
 * Reads documents by path in one batchGet (null for each missing one), in the order asked: a
 * lookup by key, which costs the same however large the collection (an `__name__ in` query is a
 * query: the emulator scans the collection for it, and failed at 100,000 documents). A batchGet
 * rather than a GET also for one document: a missing document (a new user's profile, a post
 * without contact) is then an answer, not a 404 the console reports.
 */
export async function fetchDocuments(paths: readonly string[], fields?: readonly string[]): Promise<(RestDocument | null)[]> {
  if (!paths.length) return [];
  const names = paths.map((path) => `${DOCUMENTS_ROOT}/${path}`);
  const entries = await postRequest<{ found?: RestDocument; missing?: string }>('', 'batchGet', { documents: names, ...(fields ? { mask: { fieldPaths: fields } } : {}) });
  const found = new Map(entries.flatMap((entry) => (entry.found ? [[entry.found.name, entry.found] as const] : [])));
  return names.map((name) => found.get(name) ?? null);
}

export type RestMethod = 'runQuery' | 'runAggregationQuery' | 'batchGet';

/** The URL and body of a REST request, as sent (and as a page's early read sends it: src/app/firstPaint). */
export function restRequest(parent: string, method: RestMethod, request: object): { url: string; body: string } {
  return { url: restUrl(parent, method), body: JSON.stringify(request) };
}

/** The answer the page's HTML already fetched for this request, if it has one and it succeeded. */
async function earlyAnswer(url: string, body: string): Promise<EarlyAnswer | null> {
  const answer = await takeEarlyAnswer(url, body);
  const failed = !answer || answer.status !== 200 || (Array.isArray(answer.body) && answer.body.some((entry) => typeof entry === 'object' && entry !== null && 'error' in entry));
  return failed ? null : answer;
}

/** POSTs a request under `parent` and returns the streamed entries (the REST API sends them as one array). */
export function postRequest<Entry>(parent: string, method: RestMethod, request: object): Promise<Entry[]> {
  return trackRead(sendRequest<Entry>(parent, method, request));
}

async function sendRequest<Entry>(parent: string, method: RestMethod, request: object): Promise<Entry[]> {
  const { url, body: text } = restRequest(parent, method, request);
  // A string body without headers: the browser sends it as text/plain, which the API accepts as JSON.
  const { status, body } = (await earlyAnswer(url, text)) ?? (await send(url, { method: 'POST', body: text }));
  const entries: unknown[] = Array.isArray(body) ? body : [];
  const failed = entries.find((entry) => typeof entry === 'object' && entry !== null && 'error' in entry);
  if (failed) throw errorFrom(status, failed);
  return entries as Entry[];
}
