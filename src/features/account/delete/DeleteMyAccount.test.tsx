import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import * as data from '@/data';
import { spyOnToasts } from '@/testing/spies';
import { ACCOUNT_TEXT } from '../messages';
import { DeleteMyAccount } from './DeleteMyAccount';

const user = { uid: 'u1', email: 'u1@roomshare.test', displayName: 'U One' };

function renderIt() {
  render(
    <MemoryRouter>
      <DeleteMyAccount user={user} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.spyOn(data, 'usesPassword').mockResolvedValue(true);
  vi.spyOn(data, 'reauthenticate').mockResolvedValue(undefined);
  vi.spyOn(data, 'authErrorCode').mockImplementation((error) => (error instanceof Error ? error.message : ''));
  vi.spyOn(data, 'startAccountDeletion').mockResolvedValue(undefined);
  vi.spyOn(data, 'eraseAccountData').mockResolvedValue(undefined);
  vi.spyOn(data, 'deleteAuthAccount').mockResolvedValue(undefined);
  spyOnToasts();
});

describe('Delete my account', () => {
  it('a wrong password deletes nothing, says so and keeps what was typed', async () => {
    vi.mocked(data.reauthenticate).mockRejectedValue(new Error('wrong-password'));
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.deleteStart }));
    await userEvent.type(screen.getByLabelText(new RegExp(ACCOUNT_TEXT.passwordLabel)), 'not-it');
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.deleteConfirm }));
    expect(await screen.findByText(ACCOUNT_TEXT.wrongPassword)).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(ACCOUNT_TEXT.passwordLabel))).toHaveValue('not-it');
    expect(data.startAccountDeletion).not.toHaveBeenCalled();
    expect(data.deleteAuthAccount).not.toHaveBeenCalled();
  });

  it('after the password: the marker first, then the data, then the Auth account', async () => {
    const order: string[] = [];
    vi.mocked(data.startAccountDeletion).mockImplementation(async () => void order.push('marker'));
    vi.mocked(data.eraseAccountData).mockImplementation(async () => void order.push('data'));
    vi.mocked(data.deleteAuthAccount).mockImplementation(async () => void order.push('auth'));
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.deleteStart }));
    await userEvent.type(screen.getByLabelText(new RegExp(ACCOUNT_TEXT.passwordLabel)), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.deleteConfirm }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_TEXT.deleted));
    expect(data.reauthenticate).toHaveBeenCalledWith('secret1');
    expect(order).toEqual(['marker', 'data', 'auth']);
  });

  it('a Google account confirms with Google instead of a password', async () => {
    vi.mocked(data.usesPassword).mockResolvedValue(false);
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.deleteStart }));
    await userEvent.click(await screen.findByRole('button', { name: ACCOUNT_TEXT.googleConfirm }));
    await waitFor(() => expect(data.deleteAuthAccount).toHaveBeenCalled());
    expect(data.reauthenticate).toHaveBeenCalledWith(null);
  });

  it('an interruption says the next sign-in finishes it', async () => {
    vi.mocked(data.eraseAccountData).mockRejectedValue(new Error('unavailable'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.deleteStart }));
    await userEvent.type(screen.getByLabelText(new RegExp(ACCOUNT_TEXT.passwordLabel)), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.deleteConfirm }));
    expect(await screen.findByText(ACCOUNT_TEXT.deleteFailed)).toBeInTheDocument();
    expect(data.deleteAuthAccount).not.toHaveBeenCalled();
  });
});
