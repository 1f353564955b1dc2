import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXT } from '../messages';

const data = vi.hoisted(() => ({
  reauthenticate: vi.fn(),
  usesPassword: vi.fn(),
  authErrorCode: (error: unknown) => (error instanceof Error ? error.message : ''),
  startAccountDeletion: vi.fn(),
  eraseAccountData: vi.fn(),
  deleteAuthAccount: vi.fn(),
}));
vi.mock('@/data', () => data);
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/components/ui/toast', () => ({ toast }));

const { DeleteMyAccount } = await import('./DeleteMyAccount');
const user = { uid: 'u1', email: 'u1@roomshare.test', displayName: 'U One' };

function renderIt() {
  render(
    <MemoryRouter>
      <DeleteMyAccount user={user} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  data.usesPassword.mockResolvedValue(true);
  data.reauthenticate.mockResolvedValue(undefined);
  data.startAccountDeletion.mockResolvedValue(undefined);
  data.eraseAccountData.mockResolvedValue(undefined);
  data.deleteAuthAccount.mockResolvedValue(undefined);
});

describe('Delete my account', () => {
  it('a wrong password deletes nothing, says so and keeps what was typed', async () => {
    data.reauthenticate.mockRejectedValue(new Error('wrong-password'));
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
    data.startAccountDeletion.mockImplementation(() => void order.push('marker'));
    data.eraseAccountData.mockImplementation(() => void order.push('data'));
    data.deleteAuthAccount.mockImplementation(() => void order.push('auth'));
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.deleteStart }));
    await userEvent.type(screen.getByLabelText(new RegExp(ACCOUNT_TEXT.passwordLabel)), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.deleteConfirm }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_TEXT.deleted));
    expect(data.reauthenticate).toHaveBeenCalledWith('secret1');
    expect(order).toEqual(['marker', 'data', 'auth']);
  });

  it('a Google account confirms with Google instead of a password', async () => {
    data.usesPassword.mockResolvedValue(false);
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.deleteStart }));
    await userEvent.click(await screen.findByRole('button', { name: ACCOUNT_TEXT.googleConfirm }));
    await waitFor(() => expect(data.deleteAuthAccount).toHaveBeenCalled());
    expect(data.reauthenticate).toHaveBeenCalledWith(null);
  });

  it('an interruption says the next sign-in finishes it', async () => {
    data.eraseAccountData.mockRejectedValue(new Error('unavailable'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.deleteStart }));
    await userEvent.type(screen.getByLabelText(new RegExp(ACCOUNT_TEXT.passwordLabel)), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.deleteConfirm }));
    expect(await screen.findByText(ACCOUNT_TEXT.deleteFailed)).toBeInTheDocument();
    expect(data.deleteAuthAccount).not.toHaveBeenCalled();
  });
});
