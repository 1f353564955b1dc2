/** Local midnight at the start of `now`'s calendar day: the overview's "today" boundary. */
export function startOfLocalDay(now: Date = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** True when `date` is at or after local midnight of today. */
export function isSinceLocalMidnight(date: Date | null, now: Date = new Date()): boolean {
  return date !== null && date.getTime() >= startOfLocalDay(now).getTime();
}
