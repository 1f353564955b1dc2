import { describe, expect, it } from 'vitest';
import { viewingIcs } from './ics';
import { formatViewingTime, parseClocks, sameAsUk, ukInstant } from './ukTime';

describe('viewing times in UK time', () => {
  it('reads a UK wall-clock time in winter (GMT) and summer (BST)', () => {
    expect(ukInstant('2026-12-05', '11:00')?.toISOString()).toBe('2026-12-05T11:00:00.000Z');
    expect(ukInstant('2026-07-04', '11:00')?.toISOString()).toBe('2026-07-04T10:00:00.000Z');
    expect(ukInstant('2026-12-05', '25:00')).toBeNull();
    expect(ukInstant('5 Dec', '11:00')).toBeNull();
  });

  it('writes "Sat 5 Dec, 11:00" in UK time, and another zone’s own clock', () => {
    const date = new Date('2026-12-05T11:00:00Z');
    expect(formatViewingTime(date)).toBe('Sat 5 Dec, 11:00');
    expect(formatViewingTime(date, 'Asia/Kolkata')).toBe('Sat 5 Dec, 16:30');
    expect(sameAsUk(date, 'Asia/Kolkata')).toBe(false);
    expect(sameAsUk(date, 'Europe/London')).toBe(true);
  });

  it('parses start times and refuses anything else', () => {
    expect(parseClocks('10:00, 10:30 18:00, 10:00')).toEqual(['10:00', '10:30', '18:00']);
    expect(parseClocks('10am')).toBeNull();
    expect(parseClocks('  ')).toBeNull();
  });

  it('an .ics event starts at the UK time as an instant and lasts the slot', () => {
    const ics = viewingIcs({ uid: 'l1-slot-0', startAt: new Date('2026-07-04T10:00:00Z'), minutes: 30, title: 'Room viewing: Double, Ilford', description: 'In person', url: 'https://example.test/room' });
    expect(ics).toContain('DTSTART:20260704T100000Z');
    expect(ics).toContain('DTEND:20260704T103000Z');
    expect(ics).toContain('SUMMARY:Room viewing: Double\\, Ilford');
  });
});
