/**
 * The few fixed en-GB formats the app shows, written out instead of using `Intl`: the first
 * `Intl.NumberFormat` / `DateTimeFormat` a page creates loads ICU locale data (≈15 ms on a fast
 * desktop, 4–6× that on a mid-range phone), which sat in the long task that renders room cards.
 */
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** "November" */
export function monthName(date: Date): string {
  return MONTHS[date.getMonth()] ?? '';
}

/** "Saturday" */
export function weekdayName(date: Date): string {
  return WEEKDAYS[date.getDay()] ?? '';
}

export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** 1234567 → "1,234,567" (rounded to a whole number). */
export function groupThousands(value: number): string {
  const rounded = Math.round(Math.abs(value));
  return `${value < 0 && rounded !== 0 ? '-' : ''}${String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
