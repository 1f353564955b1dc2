import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { sessionsByStatus } from '@/testing/roommates';
import { SessionContext, type SessionStatus } from './SessionProvider';
import { useTapAfterRestore } from './useTapAfterRestore';

const sessions = sessionsByStatus();

/** The hook under a session whose status the test moves; `handle` sees each render's status. */
function renderTap(first: SessionStatus) {
  const handled: [status: SessionStatus, slot: string][] = [];
  let status = first;
  const wrapper = ({ children }: { children: ReactNode }) => <SessionContext.Provider value={sessions[status]}>{children}</SessionContext.Provider>;
  const view = renderHook(
    ({ current }: { current: SessionStatus }) => useTapAfterRestore((slot: string) => handled.push([current, slot])),
    { wrapper, initialProps: { current: first } },
  );
  return {
    handled,
    tap: (slot: string) => act(() => view.result.current(slot)),
    moveTo: (next: SessionStatus) => {
      status = next;
      view.rerender({ current: next });
    },
  };
}

describe('useTapAfterRestore', () => {
  it('handles a tap at once when the session is known', () => {
    for (const status of ['signed-out', 'signed-in'] as const) {
      const { handled, tap } = renderTap(status);
      tap('14:00');
      expect(handled).toEqual([[status, '14:00']]);
    }
  });

  it('keeps a tap made during the restore and handles it once, as the signed-in render does', () => {
    const { handled, tap, moveTo } = renderTap('loading');
    tap('14:00');
    expect(handled).toEqual([]);
    moveTo('signed-in');
    expect(handled).toEqual([['signed-in', '14:00']]);
    moveTo('signed-out');
    moveTo('signed-in');
    expect(handled).toHaveLength(1);
  });

  it('hands a kept tap to the signed-out render when the saved sign-in is gone', () => {
    const { handled, tap, moveTo } = renderTap('loading');
    tap('14:00');
    tap('14:30');
    moveTo('signed-out');
    expect(handled).toEqual([['signed-out', '14:30']]);
  });

  it('does nothing when the session arrives without a tap', () => {
    const { moveTo, handled } = renderTap('loading');
    moveTo('signed-in');
    expect(handled).toEqual([]);
  });
});
