import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as data from '@/data';
import type { TokenVerification } from '@/data';
import type { SessionValue } from '@/session/SessionProvider';
import { stubSession } from '@/testing/spies';
import { useTokenVerification } from './useTokenVerification';

function session(status: SessionValue['status'], uid: string | null): SessionValue {
  return { status, user: uid ? { uid, email: `${uid}@example.com`, displayName: uid } : null } as SessionValue;
}

let deliver: (value: TokenVerification) => void = () => undefined;

beforeEach(() => {
  vi.spyOn(data, 'refreshTokenVerification').mockReturnValue(new Promise(() => undefined));
  vi.spyOn(data, 'observeTokenVerification').mockImplementation((onChange) => {
    deliver = onChange;
    return () => undefined;
  });
});

describe('useTokenVerification', () => {
  it('reads nothing for a guest and reports nothing verified', () => {
    stubSession(session('signed-out', null));
    const { result } = renderHook(() => useTokenVerification());
    expect(result.current).toMatchObject({ ready: false, emailVerified: false, phoneVerified: false });
    expect(data.observeTokenVerification).not.toHaveBeenCalled();
  });

  it('follows the ID token claims of the signed-in user, each time the token changes', () => {
    stubSession(session('signed-in', 'u1'));
    const { result } = renderHook(() => useTokenVerification());
    expect(result.current.ready).toBe(false);
    act(() => deliver({ emailVerified: true, phoneVerified: false }));
    expect(result.current).toMatchObject({ ready: true, emailVerified: true, phoneVerified: false });
    act(() => deliver({ emailVerified: true, phoneVerified: true }));
    expect(result.current).toMatchObject({ ready: true, emailVerified: true, phoneVerified: true });
  });

  it('does not show a previous user state for the next one', () => {
    stubSession(session('signed-in', 'u1'));
    const { result, rerender } = renderHook(() => useTokenVerification());
    act(() => deliver({ emailVerified: true, phoneVerified: true }));
    stubSession(session('signed-in', 'u2'));
    rerender();
    expect(result.current).toMatchObject({ ready: false, emailVerified: false, phoneVerified: false });
  });

  it('refresh() forces a token read and shows its result', async () => {
    stubSession(session('signed-in', 'u1'));
    vi.mocked(data.refreshTokenVerification).mockResolvedValue({ emailVerified: true, phoneVerified: false });
    const { result } = renderHook(() => useTokenVerification());
    await act(async () => {
      await result.current.refresh();
    });
    expect(result.current).toMatchObject({ ready: true, emailVerified: true });
  });
});
