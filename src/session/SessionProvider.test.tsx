import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as data from '@/data';
import { setSessionHint } from '@/lib/sessionHint';
import * as loadProfile from './loadProfile';
import { SessionProvider } from './SessionProvider';

describe('SessionProvider', () => {
  afterEach(() => setSessionHint(false));

  it('tells the app when signing in finished an interrupted account deletion', async () => {
    vi.spyOn(data, 'observeAuth').mockImplementation((onChange) => {
      onChange({ uid: 'u1', email: 'a@example.com', displayName: 'A' });
      return () => undefined;
    });
    vi.spyOn(loadProfile, 'loadOrCreateProfile').mockRejectedValue(new loadProfile.AccountDeletionFinished('Your account deletion is finished.'));
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
