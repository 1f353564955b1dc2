import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_PRESENCE } from '../messages';
import { NotifyToggle } from './NotifyToggle';

/** A stand-in for the browser's Notification permission (jsdom has none). */
function fakeNotification(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(async () => {
    fake.permission = answer;
    return answer;
  });
  const fake = { permission, requestPermission };
  vi.stubGlobal('Notification', fake);
  return fake;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('NotifyToggle', () => {
  it('asks the browser only when clicked, then says notifications are on and can turn them off', async () => {
    const fake = fakeNotification('default', 'granted');
    render(<NotifyToggle />);
    expect(fake.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: CHAT_PRESENCE.notifyButton }));
    expect(fake.requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(CHAT_PRESENCE.notifyOn)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: CHAT_PRESENCE.notifyOff }));
    expect(screen.getByRole('button', { name: CHAT_PRESENCE.notifyButton })).toBeInTheDocument();
  });

  it('explains a browser block, and stays off when the user says no', async () => {
    fakeNotification('default', 'denied');
    const { unmount } = render(<NotifyToggle />);
    await userEvent.click(screen.getByRole('button', { name: CHAT_PRESENCE.notifyButton }));
    expect(await screen.findByText(CHAT_PRESENCE.notifyBlocked)).toBeInTheDocument();
    unmount();
  });

  it('shows nothing where the browser has no notifications', () => {
    const { container } = render(<NotifyToggle />);
    expect(container).toBeEmptyDOMElement();
  });
});
