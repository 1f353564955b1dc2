/**
 * Times relative to one fixed "now" per seed run, so every document agrees on the clock.
 * Dates are written as Firestore timestamps (see ./firestore.mjs).
 */

const DAY = 24 * 60 * 60 * 1000;

/** @param {number} [now] epoch ms */
export function makeClock(now = Date.now()) {
  return {
    now,
    /** Epoch ms `days` ago (fractions allowed). @param {number} days */
    msAgo: (days) => Math.round(now - days * DAY),
    /** Timestamp `days` ago. @param {number} days */
    daysAgo: (days) => new Date(Math.round(now - days * DAY)),
    /** The UTC day number (days since 1970-01-01) `days` ago, as src/lib/activity.ts counts. @param {number} days */
    utcDayAgo: (days) => Math.floor((now - days * DAY) / DAY),
    /** @param {number} ms */
    at: (ms) => new Date(ms),
    /**
     * yyyy-mm-dd `days` from today (UTC date), or '' for null.
     * @param {number | null} days
     */
    isoDate: (days) => (days === null ? '' : new Date(now + days * DAY).toISOString().slice(0, 10)),
  };
}

/** @typedef {ReturnType<typeof makeClock>} Clock */
