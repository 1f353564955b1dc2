/** Date display rules of the spec (§5, §9), all en-GB. `now` is injectable for tests. */
import { monthName, twoDigits, weekdayName } from './enGB';

export const DAY_MS = 24 * 60 * 60 * 1000;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole calendar days from `date` to `now` (0 = same day, 1 = yesterday). */
function calendarDaysAgo(date: Date, now: Date): number {
  return Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
}

/** "5 December 2026" */
export const dayMonthYear = (date: Date) => `${date.getDate()} ${monthName(date)} ${date.getFullYear()}`;
/** "05/12/2026" */
const shortDate = (date: Date) => `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;

/**
 * Conversation list time: under 60 s seconds, under 60 min minutes, under 24 h hours, then
 * Yesterday, then the weekday within 7 days, else the date.
 */
export function relativeTime(date: Date | null, now: Date = new Date()): string {
  if (!date) return '';
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  if (seconds < 60) return `${seconds}s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = calendarDaysAgo(date, now);
  if (days <= 1) return 'Yesterday';
  if (days < 7) return weekdayName(date);
  return shortDate(date);
}

/** Chat day separator: Today, Yesterday, weekday within 7 days, else "21 November 2026". */
export function daySeparatorLabel(date: Date, now: Date = new Date()): string {
  const days = calendarDaysAgo(date, now);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return weekdayName(date);
  return dayMonthYear(date);
}

/** 24-hour HH:MM. */
export function messageTime(date: Date | null): string {
  return date ? `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}` : '';
}

/** Same local calendar day. */
export function isSameDay(a: Date, b: Date): boolean {
  return startOfDay(a) === startOfDay(b);
}

/** Parses "yyyy-mm-dd" as a local date (not UTC midnight); null when malformed or not a real day. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(year, month, day);
  // new Date() rolls 2026-13-45 over into 2027; a real date reads back the same parts.
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : null;
}

/** Move-in / available-from: today or earlier → "Immediately"; missing → "Not specified". */
export function availabilityLabel(value: string, now: Date = new Date()): string {
  if (!value.trim()) return 'Not specified';
  const date = parseIsoDate(value);
  if (!date) return 'Not specified';
  return startOfDay(date) <= startOfDay(now) ? 'Immediately' : dayMonthYear(date);
}

/** "1 December 2026" for a yyyy-mm-dd value; the value itself when malformed. */
export function longDate(value: string): string {
  const date = parseIsoDate(value);
  return date ? dayMonthYear(date) : value;
}

/** Today as yyyy-mm-dd in local time (for date inputs). */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}
