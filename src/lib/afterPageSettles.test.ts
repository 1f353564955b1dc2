// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageSettles } from './afterPageSettles';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('afterPageSettles', () => {
  it('waits for the connection before running an extra that may have to download its code', () => {
    vi.useFakeTimers();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const task = vi.fn();
    afterPageSettles(task);
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs after the settle delay when online, and never once cancelled', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const cancelled = vi.fn();
    afterPageSettles(task);
    afterPageSettles(cancelled)();
    vi.advanceTimersByTime(2_900);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
