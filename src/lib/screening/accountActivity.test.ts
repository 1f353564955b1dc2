import { describe, expect, it } from 'vitest';
import { activityBurst, conversationBurst, newAccount } from './accountActivity';

const now = new Date('2026-11-23T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe('newAccount', () => {
  it('flags an account younger than 24 hours, with its age', () => {
    expect(newAccount(hoursAgo(5.25), now)).toEqual({ createdAt: hoursAgo(5.25), ageHours: 5.2 });
  });

  it('does not flag 24 hours or older, an unknown creation time, or a clock skewed into the future', () => {
    expect(newAccount(hoursAgo(24), now)).toBeNull();
    expect(newAccount(hoursAgo(200), now)).toBeNull();
    expect(newAccount(null, now)).toBeNull();
    expect(newAccount(hoursAgo(-1), now)).toBeNull();
  });
});

describe('activityBurst', () => {
  it('finds the busiest hour when it holds 3 or more events', () => {
    const times = [hoursAgo(30), hoursAgo(2), hoursAgo(1.6), hoursAgo(1.3), hoursAgo(1.1), null];
    expect(activityBurst(times)).toEqual({ count: 4, windowHours: 1, from: hoursAgo(2), to: hoursAgo(1.1) });
  });

  it('gives no signal for events spread out, or fewer than 3', () => {
    expect(activityBurst([hoursAgo(10), hoursAgo(8), hoursAgo(6), hoursAgo(4)])).toBeNull();
    expect(activityBurst([hoursAgo(1), hoursAgo(0.5)])).toBeNull();
    expect(activityBurst([])).toBeNull();
  });
});

describe('conversationBurst', () => {
  it('flags 3+ new conversations whose first and latest are within the hour', () => {
    expect(conversationBurst({ count: 5, windowStart: hoursAgo(0.7), lastAt: hoursAgo(0.1) })).toEqual({ count: 5, windowHours: 1, from: hoursAgo(0.7), to: hoursAgo(0.1) });
  });

  it('does not flag a counter below 3, spread over more than the hour, without times, or missing', () => {
    expect(conversationBurst({ count: 2, windowStart: hoursAgo(0.5), lastAt: hoursAgo(0.1) })).toBeNull();
    expect(conversationBurst({ count: 8, windowStart: hoursAgo(5), lastAt: hoursAgo(0.1) })).toBeNull();
    expect(conversationBurst({ count: 8, windowStart: null, lastAt: hoursAgo(0.1) })).toBeNull();
    expect(conversationBurst(null)).toBeNull();
  });
});
