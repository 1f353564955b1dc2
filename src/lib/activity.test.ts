import { describe, expect, it } from 'vitest';
import { activityBucket, utcDayNumber } from './activity';

const at = (iso: string) => new Date(iso);

describe('utcDayNumber', () => {
  it('counts UTC days since 1970-01-01, changing at midnight UTC (not London summer midnight)', () => {
    expect(utcDayNumber(at('1970-01-01T23:59:59Z'))).toBe(0);
    expect(utcDayNumber(at('1970-01-02T00:00:00Z'))).toBe(1);
    // 00:30 in London in summer (BST) is still the previous UTC day.
    expect(utcDayNumber(at('2026-07-02T00:30:00+01:00'))).toBe(utcDayNumber(at('2026-07-01T12:00:00Z')));
    expect(utcDayNumber(at('2026-11-24T10:00:00Z'))).toBe(Math.floor(Date.UTC(2026, 10, 24) / 86_400_000));
  });
});

describe('activityBucket', () => {
  const now = at('2026-11-24T10:00:00Z');
  const today = utcDayNumber(now);

  it('labels today, the last week and the last month; nothing older or unknown', () => {
    expect(activityBucket(today, now)).toBe('today');
    expect(activityBucket(today - 1, now)).toBe('week');
    expect(activityBucket(today - 6, now)).toBe('week');
    expect(activityBucket(today - 7, now)).toBe('month');
    expect(activityBucket(today - 29, now)).toBe('month');
    expect(activityBucket(today - 30, now)).toBeNull();
    expect(activityBucket(null, now)).toBeNull();
    expect(activityBucket(undefined, now)).toBeNull();
    expect(activityBucket(today - 0.5, now)).toBeNull();
  });

  it('treats a day ahead of this device (a clock running late) as today', () => {
    expect(activityBucket(today + 1, now)).toBe('today');
  });

  it('turns at midnight UTC', () => {
    expect(activityBucket(today, at('2026-11-24T23:59:59Z'))).toBe('today');
    expect(activityBucket(today, at('2026-11-25T00:00:00Z'))).toBe('week');
  });
});
