import { describe, expect, it } from 'vitest';
import { availabilityLabel, daySeparatorLabel, messageTime, relativeTime } from './dates';

// Saturday 21 November 2026, 15:30 local time.
const now = new Date(2026, 10, 21, 15, 30, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relativeTime (spec §9)', () => {
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

describe('availabilityLabel (spec §5)', () => {
  it('shows Immediately for today or earlier and Not specified when missing', () => {
    expect(availabilityLabel('2026-11-21', now)).toBe('Immediately');
    expect(availabilityLabel('2025-01-01', now)).toBe('Immediately');
    expect(availabilityLabel('', now)).toBe('Not specified');
    expect(availabilityLabel('2026-12-05', now)).toBe('5 December 2026');
  });
});
