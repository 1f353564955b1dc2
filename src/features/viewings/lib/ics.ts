/** An iCalendar (.ics) event for a viewing: the calendar entry is the only reminder. */
const pad = (n: number) => String(n).padStart(2, '0');

/** 20261206T110000Z */
function icsInstant(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');
}

export interface CalendarViewing {
  uid: string;
  startAt: Date;
  minutes: number;
  title: string;
  description: string;
  url: string;
}

export function viewingIcs(viewing: CalendarViewing, now = new Date()): string {
  const end = new Date(viewing.startAt.getTime() + viewing.minutes * 60_000);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//RoomShare UK//Viewings//EN',
    'BEGIN:VEVENT',
    `UID:${viewing.uid}@roomshare-uk`,
    `DTSTAMP:${icsInstant(now)}`,
    `DTSTART:${icsInstant(viewing.startAt)}`,
    `DTEND:${icsInstant(end)}`,
    `SUMMARY:${escapeText(viewing.title)}`,
    `DESCRIPTION:${escapeText(viewing.description)}`,
    `URL:${viewing.url}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(viewing.title)}`,
    'TRIGGER:-PT2H',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** A data: URL an <a download> saves as the .ics file. */
export function icsHref(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
