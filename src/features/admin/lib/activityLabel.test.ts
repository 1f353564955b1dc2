import { describe, expect, it } from 'vitest';
import { UPDATED_LABEL_THRESHOLD_MS } from '@/config/constants';
import { activityLabel, activityStamp, formatStampDate, wasUpdated } from './activityLabel';

const created = new Date('2026-03-01T10:00:00Z');
const after = (ms: number) => new Date(created.getTime() + ms);

describe('Updated / Posted / Joined (5 s rule)', () => {
  it('is not updated at exactly the threshold, updated just past it', () => {
    expect(UPDATED_LABEL_THRESHOLD_MS).toBe(5000);
    expect(wasUpdated(created, after(0))).toBe(false);
    expect(wasUpdated(created, after(UPDATED_LABEL_THRESHOLD_MS))).toBe(false);
    expect(wasUpdated(created, after(UPDATED_LABEL_THRESHOLD_MS + 1))).toBe(true);
  });

  it('labels posts Posted and users Joined unless updated', () => {
    expect(activityLabel('post', created, after(4000))).toBe('Posted');
    expect(activityLabel('user', created, after(4000))).toBe('Joined');
    expect(activityLabel('post', created, after(6000))).toBe('Updated');
    expect(activityLabel('user', created, after(60_000))).toBe('Updated');
  });

  it('treats missing timestamps as not updated', () => {
    expect(activityLabel('post', null, after(60_000))).toBe('Posted');
    expect(activityLabel('user', created, null)).toBe('Joined');
  });

  it('stamps the time the label refers to', () => {
    expect(activityStamp('post', created, after(60_000))).toEqual({ label: 'Updated', date: after(60_000) });
    expect(activityStamp('user', created, after(1000))).toEqual({ label: 'Joined', date: created });
    expect(activityStamp('post', null, after(1000))).toEqual({ label: 'Posted', date: after(1000) });
  });

  it('formats the date in en-GB, or says it is unknown', () => {
    expect(formatStampDate(null)).toBe('unknown date');
    expect(formatStampDate(new Date(2026, 2, 12, 14, 5))).toMatch(/12 Mar 2026,? 14:05/);
  });
});
