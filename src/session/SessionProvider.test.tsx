import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '@/lib/sessionHint';
import { SessionProvider } from './SessionProvider';

const mocks = vi.hoisted(() => ({ AccountDeletionFinished: class extends Error {} }));

vi.mock('@/data', () => ({
  observeAuth: (onChange: (user: { uid: string; email: string; displayName: string } | null) => void) => {
    onChange({ uid: 'u1', email: 'a@example.com', displayName: 'A' });
    return () => undefined;
  },
  signOutUser: () => Promise.resolve(),
}));

vi.mock('./loadProfile', () => ({
  AccountDeletionFinished: mocks.AccountDeletionFinished,
  loadOrCreateProfile: () => Promise.reject(new mocks.AccountDeletionFinished('Your account deletion is finished.')),
}));

describe('SessionProvider', () => {
  afterEach(() => setSessionHint(false));

  it('tells the app when signing in finished an interrupted account deletion', async () => {
    setSessionHint(true);
    const onAccountDeleted = vi.fn();
    render(
      <SessionProvider onAccountDeleted={onAccountDeleted}>
        <p>page</p>
      </SessionProvider>,
    );
    await waitFor(() => expect(onAccountDeleted).toHaveBeenCalledWith('Your account deletion is finished.'));
  });
});
