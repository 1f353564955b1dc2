/**
 * Times relative to one fixed "now" per seed run, so every document agrees on the clock.
 * Dates are written as Firestore timestamps (see ./firestore.ts).
 */

const DAY = 24 * 60 * 60 * 1000;

/** `now`: epoch ms. */
export function makeClock(now = Date.now()) {
  return {
    now,
    /** Epoch ms `days` ago (fractions allowed). */
    msAgo: (days: number) => Math.round(now - days * DAY),
    /** Timestamp `days` ago. */
    daysAgo: (days: number) => new Date(Math.round(now - days * DAY)),
    /** The UTC day number (days since 1970-01-01) `days` ago, as src/lib/activity.ts counts. */
    utcDayAgo: (days: number) => Math.floor((now - days * DAY) / DAY),
    at: (ms: number) => new Date(ms),
    /** yyyy-mm-dd `days` from today (UTC date), or '' for null. */
    isoDate: (days: number | null) => (days === null ? '' : new Date(now + days * DAY).toISOString().slice(0, 10)),
  };
}

export type Clock = ReturnType<typeof makeClock>;
