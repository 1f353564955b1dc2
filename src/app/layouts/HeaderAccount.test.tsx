import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { SessionContext, type SessionStatus } from '@/session/SessionProvider';
import { sessionsByStatus } from '@/testing/roommates';
import { HeaderAccount } from './HeaderAccount';

const openDialog = vi.fn();
vi.mock('@/features/auth', () => ({ useAuthDialogs: () => ({ openDialog }) }));
vi.mock('./SignedInAccount', () => ({ default: () => <span>Account menu</span> }));

const sessions = sessionsByStatus();

function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{pathname + search}</p>;
}

function header(status: SessionStatus) {
  return (
    <SessionContext.Provider value={sessions[status]}>
      <HeaderAccount />
      <CurrentAddress />
    </SessionContext.Provider>
  );
}

function renderHeader(status: SessionStatus) {
  const view = render(<MemoryRouter>{header(status)}</MemoryRouter>);
  return { rerender: (next: SessionStatus) => view.rerender(<MemoryRouter>{header(next)}</MemoryRouter>) };
}

describe('the header\'s Messages button', () => {
  beforeEach(() => openDialog.mockClear());

  it('opens the login dialog for a guest', async () => {
    renderHeader('signed-out');
    await userEvent.click(screen.getByRole('button', { name: 'Messages' }));
    expect(openDialog).toHaveBeenCalledWith('auth');
  });

  it('tapped while the session is restoring, opens the messages once the visitor is signed in', async () => {
    const view = renderHeader('loading');
    await userEvent.click(screen.getByRole('button', { name: 'Messages' }));
    expect(openDialog).not.toHaveBeenCalled();
    view.rerender('signed-in');
    expect(await screen.findByTestId('address')).toHaveTextContent(paths.tab('messages'));
    expect(openDialog).not.toHaveBeenCalled();
  });

  it('tapped while the session is restoring, opens the login dialog if the saved sign-in is gone', async () => {
    const view = renderHeader('loading');
    await userEvent.click(screen.getByRole('button', { name: 'Messages' }));
    view.rerender('signed-out');
    expect(openDialog).toHaveBeenCalledExactlyOnceWith('auth');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/$/);
  });

  it('not tapped, does nothing when the session is restored', () => {
    const view = renderHeader('loading');
    view.rerender('signed-in');
    view.rerender('signed-out');
    expect(openDialog).not.toHaveBeenCalled();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/$/);
  });
});
