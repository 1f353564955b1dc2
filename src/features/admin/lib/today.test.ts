import { describe, expect, it } from 'vitest';
import { isSinceLocalMidnight, startOfLocalDay } from './today';

describe('today since local midnight', () => {
  const now = new Date(2026, 5, 15, 0, 30); // 00:30 local time

  it('starts at 00:00:00.000 local time of the same calendar day', () => {
    const start = startOfLocalDay(now);
    expect([start.getFullYear(), start.getMonth(), start.getDate()]).toEqual([2026, 5, 15]);
    expect([start.getHours(), start.getMinutes(), start.getSeconds(), start.getMilliseconds()]).toEqual([0, 0, 0, 0]);
  });

  it('includes midnight itself and excludes the millisecond before', () => {
    expect(isSinceLocalMidnight(new Date(2026, 5, 15, 0, 0, 0, 0), now)).toBe(true);
    expect(isSinceLocalMidnight(new Date(2026, 5, 14, 23, 59, 59, 999), now)).toBe(false);
    expect(isSinceLocalMidnight(null, now)).toBe(false);
  });

  it('is the same boundary late in the evening', () => {
    expect(startOfLocalDay(new Date(2026, 5, 15, 23, 59, 59, 999)).getTime()).toBe(startOfLocalDay(now).getTime());
  });

  it('handles month and year ends', () => {
    expect(startOfLocalDay(new Date(2027, 0, 1, 0, 0, 1)).getTime()).toBe(new Date(2027, 0, 1).getTime());
  });
});
