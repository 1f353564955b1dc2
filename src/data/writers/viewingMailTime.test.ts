import { describe, expect, it } from 'vitest';
import { formatViewingTime } from '@/features/viewings/lib/ukTime';
import { calendarDates, ukWords } from './viewingMailTime';

describe('viewing email times', () => {
  it('states UK time in winter and in summer, across both clock changes', () => {
    expect(ukWords(new Date('2026-12-05T11:00:00Z'))).toBe('Sat 5 Dec, 11:00');
    expect(ukWords(new Date('2026-07-04T09:30:00Z'))).toBe('Sat 4 Jul, 10:30');
    // 2026: summer time from 29 March 01:00 UTC to 25 October 01:00 UTC.
    expect(ukWords(new Date('2026-03-29T00:59:00Z'))).toBe('Sun 29 Mar, 00:59');
    expect(ukWords(new Date('2026-03-29T01:00:00Z'))).toBe('Sun 29 Mar, 02:00');
    expect(ukWords(new Date('2026-10-25T00:59:00Z'))).toBe('Sun 25 Oct, 01:59');
    expect(ukWords(new Date('2026-10-25T01:00:00Z'))).toBe('Sun 25 Oct, 01:00');
    expect(ukWords(new Date('2026-09-10T17:00:00Z'))).toBe('Thu 10 Sep, 18:00');
  });

  it('agrees with the UK clock the app shows on every hour of a year (but for the month spelling)', () => {
    for (let t = Date.UTC(2027, 0, 1); t < Date.UTC(2028, 0, 1); t += 3_600_000 * 7) {
      const date = new Date(t);
      expect(ukWords(date)).toBe(formatViewingTime(date).replace('Sept', 'Sep'));
    }
  });

  it('spans the viewing in UTC for Google Calendar', () => {
    expect(calendarDates(new Date('2026-12-06T11:00:00Z'), 30)).toBe('20261206T110000Z/20261206T113000Z');
    expect(calendarDates(new Date('2026-12-31T23:45:00Z'), 30)).toBe('20261231T234500Z/20270101T001500Z');
  });
});
