/**
 * "Active today / this week / this month" from a profile's `lastActiveDay`: the UTC day number
 * (days since 1970-01-01) of the owner's last app use. UTC days on both sides: firestore.rules pin
 * the stored day to `request.time`'s UTC day, and the buckets below count UTC days too (in the
 * UK that is midnight GMT, an hour off local midnight in summer: fine for a coarse label).
 */
import { DAY_MS } from './dates';

export type ActivityBucket = 'today' | 'week' | 'month';

/** The UTC day number of `date`, as the rules compute it from request.time. */
export function utcDayNumber(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

/** Days ago (0 = today) up to which each label applies: 0 today, 1–6 this week, 7–29 this month. */
const WEEK_DAYS = 7;
const MONTH_DAYS = 30;

/** The label's bucket, or null when the day is unknown or a month or more ago. */
export function activityBucket(lastActiveDay: number | null | undefined, now: Date = new Date()): ActivityBucket | null {
  if (typeof lastActiveDay !== 'number' || !Number.isInteger(lastActiveDay)) return null;
  // A day ahead of this device's clock (a clock running late) is still today.
  const daysAgo = Math.max(0, utcDayNumber(now) - lastActiveDay);
  if (daysAgo === 0) return 'today';
  if (daysAgo < WEEK_DAYS) return 'week';
  if (daysAgo < MONTH_DAYS) return 'month';
  return null;
}
