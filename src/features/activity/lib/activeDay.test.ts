// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as data from '@/data';
import { spyOnData } from '@/testing/spies';
import { recordToday, stopRecording } from './activeDay';

const KEY = 'roomshare:lastActiveDay:me';

beforeEach(() => {
  spyOnData(['recordActiveDay']);
  localStorage.clear();
});

describe('recordToday', () => {
  it('shares one write between callers at once (the rules take today only once), and remembers the day', async () => {
    let finish: (day: number) => void = () => undefined;
    vi.mocked(data.recordActiveDay).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const first = recordToday('me');
    const second = recordToday('me');
    finish(20_000);
    expect(await Promise.all([first, second])).toEqual([20_000, 20_000]);
    expect(data.recordActiveDay).toHaveBeenCalledTimes(1);
    expect(data.recordActiveDay).toHaveBeenCalledWith('me', null);
    expect(localStorage.getItem(KEY)).toBe('20000');

    vi.mocked(data.recordActiveDay).mockResolvedValue(20_000);
    await recordToday('me');
    expect(data.recordActiveDay).toHaveBeenLastCalledWith('me', 20_000);
  });

  it('turning the setting off waits for a write under way, then forgets the day so turning it on writes again', async () => {
    let finish: (day: number) => void = () => undefined;
    vi.mocked(data.recordActiveDay).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const writing = recordToday('me');
    let stopped = false;
    const stopping = stopRecording('me').then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish(20_000);
    await Promise.all([writing, stopping]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
