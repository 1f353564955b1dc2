import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type SessionStatus } from '@/session/SessionProvider';
import { sessionsByStatus } from '@/testing/roommates';
import { ChatGate } from './ChatGate';

const openDialog = vi.fn();
const setPendingChat = vi.fn();
vi.mock('@/features/auth', () => ({ useAuthDialogs: () => ({ pendingChat: null, setPendingChat, openDialog }) }));
vi.mock('@/data', () => ({ saveRoleAndPhone: vi.fn() }));
vi.mock('./ChatScreen', () => ({ ChatScreen: ({ other }: { other: { name: string } }) => <p>Chat with {other.name}</p> }));

const PRIYA = { uid: 'priya', name: 'Priya Sharma' };
const sessions = sessionsByStatus();

const gate = (status: SessionStatus) => (
  <SessionContext.Provider value={sessions[status]}>
    <ChatGate recipient={PRIYA}>
      {(startChat) => (
        <button type="button" onClick={startChat}>
          Message User
        </button>
      )}
    </ChatGate>
  </SessionContext.Provider>
);

describe('"Message User"', () => {
  beforeEach(() => {
    openDialog.mockClear();
    setPendingChat.mockClear();
  });

  it('asks a guest to log in and remembers whom they wanted to message', async () => {
    render(gate('signed-out'));
    await userEvent.click(screen.getByRole('button', { name: 'Message User' }));
    expect(setPendingChat).toHaveBeenCalledWith(PRIYA);
    expect(openDialog).toHaveBeenCalledWith('auth');
  });

  it('tapped while the session is restoring, opens the chat once the visitor is signed in, with no login dialog', async () => {
    const view = render(gate('loading'));
    await userEvent.click(screen.getByRole('button', { name: 'Message User' }));
    view.rerender(gate('signed-in'));
    expect(await screen.findByText('Chat with Priya Sharma')).toBeInTheDocument();
    expect(openDialog).not.toHaveBeenCalled();
    expect(setPendingChat).not.toHaveBeenCalled();
  });

  it('tapped while the session is restoring, asks to log in if the saved sign-in is gone', async () => {
    const view = render(gate('loading'));
    await userEvent.click(screen.getByRole('button', { name: 'Message User' }));
    view.rerender(gate('signed-out'));
    expect(setPendingChat).toHaveBeenCalledWith(PRIYA);
    expect(openDialog).toHaveBeenCalledExactlyOnceWith('auth');
  });
});
