import { describe, expect, it } from 'vitest';
import { availabilityLabel, daySeparatorLabel, messageTime, relativeTime } from './dates';

// Saturday 21 November 2026, 15:30 local time.
const now = new Date(2026, 10, 21, 15, 30, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relativeTime', () => {
  it('uses seconds, minutes and hours within a day', () => {
    expect(relativeTime(ago(42_000), now)).toBe('42s ago');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5m ago');
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('3h ago');
  });
  it('then Yesterday, the weekday within 7 days, else the en-GB date', () => {
    expect(relativeTime(new Date(2026, 10, 20, 9, 0), now)).toBe('Yesterday');
    expect(relativeTime(new Date(2026, 10, 17, 9, 0), now)).toBe('Tuesday');
    expect(relativeTime(new Date(2026, 9, 30, 9, 0), now)).toBe('30/10/2026');
  });
  it('is empty for a missing time', () => {
    expect(relativeTime(null, now)).toBe('');
  });
});

describe('daySeparatorLabel', () => {
  it('labels Today, Yesterday, weekdays and older dates', () => {
    expect(daySeparatorLabel(new Date(2026, 10, 21, 0, 5), now)).toBe('Today');
    expect(daySeparatorLabel(new Date(2026, 10, 20, 23, 59), now)).toBe('Yesterday');
    expect(daySeparatorLabel(new Date(2026, 10, 16, 12, 0), now)).toBe('Monday');
    expect(daySeparatorLabel(new Date(2026, 10, 14, 12, 0), now)).toBe('14 November 2026');
  });
});

describe('messageTime', () => {
  it('is 24-hour HH:MM', () => {
    expect(messageTime(new Date(2026, 10, 21, 9, 5))).toBe('09:05');
    expect(messageTime(new Date(2026, 10, 21, 21, 45))).toBe('21:45');
  });
});

describe('availabilityLabel', () => {
  it('shows Immediately for today or earlier and Not specified when missing', () => {
    expect(availabilityLabel('2026-11-21', now)).toBe('Immediately');
    expect(availabilityLabel('2025-01-01', now)).toBe('Immediately');
    expect(availabilityLabel('', now)).toBe('Not specified');
    expect(availabilityLabel('2026-12-05', now)).toBe('5 December 2026');
  });
});

describe('en-GB formats without Intl', () => {
  it('match Intl for every month, weekday and time of day', () => {
    const long = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    const short = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });
    const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long' });
    const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false });
    for (let day = 0; day < 366; day += 7) {
      const date = new Date(2027, 0, 1 + day, day % 24, (day * 7) % 60);
      const farFuture = new Date(2027, 0, 1 + day);
      expect(availabilityLabel(`${farFuture.getFullYear()}-${String(farFuture.getMonth() + 1).padStart(2, '0')}-${String(farFuture.getDate()).padStart(2, '0')}`, now)).toBe(long.format(farFuture));
      expect(relativeTime(date, new Date(date.getTime() + 10 * 86_400_000))).toBe(short.format(date));
      expect(daySeparatorLabel(date, new Date(date.getTime() + 3 * 86_400_000))).toBe(weekday.format(date));
      expect(messageTime(date)).toBe(time.format(date));
    }
  });
});
