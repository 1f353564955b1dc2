/** Account signals from timestamps: a young account, and bursts of posts or conversations. */
import { BURST_MIN_EVENTS, BURST_WINDOW_HOURS, NEW_ACCOUNT_HOURS } from '@/config/constants';

const HOUR_MS = 60 * 60 * 1000;

export interface NewAccountEvidence {
  createdAt: Date;
  ageHours: number;
}

/** The account is younger than 24 hours at `now`. Unknown creation time (null) gives no signal. */
export function newAccount(createdAt: Date | null, now: Date): NewAccountEvidence | null {
  if (!createdAt) return null;
  const ageMs = now.getTime() - createdAt.getTime();
  if (ageMs < 0 || ageMs >= NEW_ACCOUNT_HOURS * HOUR_MS) return null;
  return { createdAt, ageHours: Math.floor((ageMs / HOUR_MS) * 10) / 10 };
}

export interface BurstEvidence {
  /** Events inside the busiest window. */
  count: number;
  windowHours: number;
  from: Date;
  to: Date;
}

/**
 * The busiest sliding window of `BURST_WINDOW_HOURS`: a signal when it holds at least
 * `BURST_MIN_EVENTS` events (posts created, or conversations started). Nulls are ignored.
 */
export function activityBurst(timestamps: readonly (Date | null)[]): BurstEvidence | null {
  const times = timestamps
    .filter((time): time is Date => time instanceof Date && !Number.isNaN(time.getTime()))
    .sort((a, b) => a.getTime() - b.getTime());
  const windowMs = BURST_WINDOW_HOURS * HOUR_MS;
  let best: BurstEvidence | null = null;
  let start = 0;
  times.forEach((to, end) => {
    while (to.getTime() - (times[start] ?? to).getTime() > windowMs) start += 1;
    const count = end - start + 1;
    if (count >= BURST_MIN_EVENTS && (!best || count > best.count)) {
      best = { count, windowHours: BURST_WINDOW_HOURS, from: times[start] ?? to, to };
    }
  });
  return best;
}

/** A day's new-conversation counter (users/{uid}/rate_limits/conversations), as admins read it. */
export interface ConversationCounter {
  count: number;
  windowStart: Date | null;
  lastAt: Date | null;
}

/**
 * Conversations started in a burst: the counter's window holds at least `BURST_MIN_EVENTS` new
 * conversations and its first and latest lie within `BURST_WINDOW_HOURS`. No counter: no signal.
 */
export function conversationBurst(counter: ConversationCounter | null): BurstEvidence | null {
  if (!counter?.windowStart || !counter.lastAt || counter.count < BURST_MIN_EVENTS) return null;
  const spanMs = counter.lastAt.getTime() - counter.windowStart.getTime();
  if (spanMs < 0 || spanMs > BURST_WINDOW_HOURS * HOUR_MS) return null;
  return { count: counter.count, windowHours: BURST_WINDOW_HOURS, from: counter.windowStart, to: counter.lastAt };
}
