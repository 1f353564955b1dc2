import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const data = vi.hoisted(() => ({
  observeTokenVerification: vi.fn(),
  syncMailUser: vi.fn(),
}));
vi.mock('@/data', () => data);
const session = vi.hoisted(() => ({ status: 'signed-in', user: { uid: 'u1' } as { uid: string } | null }));
vi.mock('@/session/useSession', () => ({ useSession: () => session }));

const { useMailUserSync } = await import('./useMailUserSync');

/** Starts the hook and returns the token observer's callback and a way to fail the sync it starts. */
function start() {
  let onToken: () => void = () => undefined;
  const stop = vi.fn();
  data.observeTokenVerification.mockImplementation((onChange: () => void) => {
    onToken = onChange;
    return stop;
  });
  let fail: (error: Error) => void = () => undefined;
  data.syncMailUser.mockImplementation(() => new Promise<void>((_, reject) => (fail = reject)));
  const hook = renderHook(() => useMailUserSync());
  return { hook, stop, token: () => onToken(), fail: (error: Error) => fail(error) };
}

afterEach(() => vi.restoreAllMocks());

describe('useMailUserSync', () => {
  it('reports a sync that fails while the user is signed in', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { token, fail } = start();
    token();
    fail(new Error('permission-denied'));
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledWith('Could not update the email address for notifications', expect.any(Error)));
  });

  it('stays quiet about a sync the end of the session interrupted (signing out stops Firestore)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { hook, stop, token, fail } = start();
    token();
    hook.unmount();
    expect(stop).toHaveBeenCalled();
    fail(new Error('Firestore shutting down'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(consoleError).not.toHaveBeenCalled();
  });
});
