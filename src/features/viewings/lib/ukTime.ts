/** Viewing times live in UK time (Europe/London); seekers abroad also see their own. */
export const UK_TIME_ZONE = 'Europe/London';

function partsIn(date: Date, timeZone: string): Record<string, string> {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

/** "Sat 6 Dec, 11:00" in `timeZone` (UK time unless told). */
export function formatViewingTime(date: Date, timeZone = UK_TIME_ZONE): string {
  const p = partsIn(date, timeZone);
  return `${p.weekday} ${p.day} ${p.month}, ${p.hour}:${p.minute}`;
}

/** "11:00" in `timeZone`. */
export function formatClock(date: Date, timeZone: string): string {
  const p = partsIn(date, timeZone);
  return `${p.hour}:${p.minute}`;
}

/** The browser's time zone. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Whether `timeZone` shows `date` at the same wall-clock time as the UK. */
export function sameAsUk(date: Date, timeZone: string): boolean {
  return formatViewingTime(date, timeZone) === formatViewingTime(date);
}

/** The instant of a UK wall-clock time: `day` yyyy-mm-dd, `clock` HH:MM (null when malformed). */
export function ukInstant(day: string, clock: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const c = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(clock.trim());
  if (!d || !c) return null;
  const asUtc = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(c[1]), Number(c[2]));
  // The UK is UTC or UTC+1: try both offsets and keep the one that reads back as asked.
  for (const offsetHours of [0, 1]) {
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    const p = partsIn(candidate, UK_TIME_ZONE);
    if (`${p.hour}:${p.minute}` === `${c[1]!.padStart(2, '0')}:${c[2]}`) return candidate;
  }
  return null;
}

/** "10:00, 10:30 18:00" → ['10:00', '10:30', '18:00'] (null when any is not a time). */
export function parseClocks(text: string): string[] | null {
  const items = text.split(/[\s,]+/).filter(Boolean);
  if (items.length === 0 || items.some((item) => !/^([01]?\d|2[0-3]):[0-5]\d$/.test(item))) return null;
  return [...new Set(items)];
}
