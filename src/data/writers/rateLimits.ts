/**
 * The caller's abuse-limit counters, users/{uid}/rate_limits/{kind} (firestore.rules "rate
 * limits", docs/data-model.md). A limited write carries its counter step in the same batch; the
 * rules accept the step only within the limit. The checks here only spare a refused round trip.
 */
import { RATE_WINDOW_MS } from '@/config/constants';
import { fsPaths, type WriteBatch as Batch, type Writer } from '../transport/db';
import type { RateLimitKind } from '../collections/companions';

/** A write the abuse limits refuse (checked here before sending, or refused by the rules). */
export class RateLimitedError extends Error {
  constructor(readonly kind: RateLimitKind) {
    super(`Rate limit reached: ${kind}`);
    this.name = 'RateLimitedError';
  }
}

export function isRateLimited(error: unknown, kind?: RateLimitKind): error is RateLimitedError {
  return error instanceof RateLimitedError && (kind === undefined || error.kind === kind);
}

interface Timestamped {
  toMillis(): number;
}

function isTimestamp(value: unknown): value is Timestamped {
  return typeof value === 'object' && value !== null && 'toMillis' in value && typeof value.toMillis === 'function';
}

/**
 * Adds one to the caller's day count of `kind` in `batch`: +1 in the stored window, or a new
 * window at 1 when there is none. The window restarts only when the count is at `max` (and the
 * day is over): a +1 is always accepted by the rules, so a skewed clock cannot cause a refusal.
 * Throws RateLimitedError when `max` is reached within the day. `max` null: counted, not capped.
 * `changed` names the one document the step pays for (reports: the rules accept one per step).
 */
export async function addDayCount(
  { sdk, db }: Writer,
  batch: Batch,
  uid: string,
  kind: Exclude<RateLimitKind, 'messages'>,
  max: number | null,
  changed?: string,
): Promise<void> {
  const ref = sdk.doc(db, fsPaths.rateLimit(uid, kind));
  const stored = (await sdk.getDoc(ref)).data();
  const windowStart: unknown = stored?.windowStart;
  const count = typeof stored?.count === 'number' ? stored.count : 0;
  const now = sdk.serverTimestamp();
  const named = changed === undefined ? {} : { changed };
  if (!isTimestamp(windowStart)) {
    batch.set(ref, { windowStart: now, count: 1, lastAt: now, ...named });
  } else if (max === null || count < max) {
    batch.set(ref, { windowStart, count: count + 1, lastAt: now, ...named });
  } else if (Date.now() >= windowStart.toMillis() + RATE_WINDOW_MS) {
    batch.set(ref, { windowStart: now, count: 1, lastAt: now, ...named });
  } else {
    throw new RateLimitedError(kind);
  }
}

/** The message tick: the rules accept it at most once a second per sender, naming the one conversation it pays for. */
export function addMessageTick({ sdk, db }: Writer, batch: Batch, uid: string, conversation: string): void {
  batch.set(sdk.doc(db, fsPaths.rateLimit(uid, 'messages')), { lastAt: sdk.serverTimestamp(), changed: conversation });
}

/** Accounts younger than NEW_ACCOUNT_DAYS (private profile's server createdAt; unknown counts as new). */
export async function isNewAccount({ sdk, db }: Writer, uid: string, days: number): Promise<boolean> {
  const createdAt: unknown = (await sdk.getDoc(sdk.doc(db, fsPaths.privateProfile(uid)))).data()?.createdAt;
  return !isTimestamp(createdAt) || Date.now() - createdAt.toMillis() < days * 24 * 60 * 60 * 1000;
}
