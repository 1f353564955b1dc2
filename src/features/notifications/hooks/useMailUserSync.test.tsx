import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as data from '@/data';
import { makeProfile, makeSession } from '@/testing/roommates';
import { stubSession } from '@/testing/spies';
import { useMailUserSync } from './useMailUserSync';

/** Starts the hook and returns the token observer's callback and a way to fail the sync it starts. */
function start() {
  let onToken: (verification: data.TokenVerification) => void = () => undefined;
  const stop = vi.fn();
  stubSession(makeSession(makeProfile({ userId: 'u1' })));
  vi.spyOn(data, 'observeTokenVerification').mockImplementation((onChange) => {
    onToken = onChange;
    return stop;
  });
  let fail: (error: Error) => void = () => undefined;
  vi.spyOn(data, 'syncMailUser').mockImplementation(() => new Promise<void>((_, reject) => (fail = reject)));
  const hook = renderHook(() => useMailUserSync());
  return { hook, stop, token: () => onToken({ emailVerified: true, phoneVerified: false }), fail: (error: Error) => fail(error) };
}

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
