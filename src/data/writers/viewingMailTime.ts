/**
 * A viewing's time as its emails state it, computed exactly as firestore.rules ("viewing-booked")
 * recomputes it: the UK wall-clock time in fixed English words (never the browser's Intl, whose
 * month names vary: "Sep" or "Sept"), and the Google Calendar span of the "Add to calendar" link.
 */
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const HOUR_MS = 3_600_000;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** 01:00 UTC on the last Sunday of March or October: when British Summer Time starts or ends. */
function ukClockChange(year: number, monthIndex: 2 | 9): number {
  const last = new Date(Date.UTC(year, monthIndex, 31));
  return Date.UTC(year, monthIndex, 31 - last.getUTCDay(), 1);
}

/** "Sat 6 Dec, 11:00" in UK time. */
export function ukWords(date: Date): string {
  const t = date.getTime();
  const year = date.getUTCFullYear();
  const summer = t >= ukClockChange(year, 2) && t < ukClockChange(year, 9);
  const uk = new Date(t + (summer ? HOUR_MS : 0));
  return `${DAYS[uk.getUTCDay()]} ${uk.getUTCDate()} ${MONTHS[uk.getUTCMonth()]}, ${twoDigits(uk.getUTCHours())}:${twoDigits(uk.getUTCMinutes())}`;
}

/** 20261206T110000Z (whole minutes). */
function calendarInstant(date: Date): string {
  return `${date.getUTCFullYear()}${twoDigits(date.getUTCMonth() + 1)}${twoDigits(date.getUTCDate())}T${twoDigits(date.getUTCHours())}${twoDigits(date.getUTCMinutes())}00Z`;
}

/** Google Calendar's `dates`: "20261206T110000Z/20261206T113000Z". */
export function calendarDates(startAt: Date, minutes: number): string {
  return `${calendarInstant(startAt)}/${calendarInstant(new Date(startAt.getTime() + minutes * 60_000))}`;
}
