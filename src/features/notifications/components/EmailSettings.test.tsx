import { render as renderDom, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as data from '@/data';
import * as auth from '@/features/auth';
import { makeProfile, makeSession } from '@/testing/roommates';
import { stubSession } from '@/testing/spies';
import { NOTIFICATION_SETTINGS } from '../messages';
import { EmailSettings } from './EmailSettings';

const render = (ui: ReactElement) => renderDom(<MemoryRouter>{ui}</MemoryRouter>);

/** The session (an owner unless `role` says otherwise) and the token's email verification. */
function arrange({ role = 'I Have Room', emailVerified = true }: { role?: 'I Have Room' | 'I Need Room'; emailVerified?: boolean } = {}) {
  stubSession(makeSession(makeProfile({ userId: 'u1', role })));
  vi.spyOn(auth, 'useTokenVerification').mockReturnValue({ emailVerified, ready: true, phoneVerified: false, refresh: vi.fn() });
}

describe('EmailSettings', () => {
  beforeEach(() => {
    arrange();
    vi.spyOn(data, 'fetchNotificationSettings').mockResolvedValue({ emailMessages: true, emailListings: false });
    vi.spyOn(data, 'saveNotificationSettings').mockResolvedValue(undefined);
  });

  it('shows the stored choices under the exact labels and saves a change', async () => {
    render(<EmailSettings uid="u1" />);
    const messages = screen.getByLabelText(NOTIFICATION_SETTINGS.emailMessages);
    const listings = screen.getByLabelText(NOTIFICATION_SETTINGS.emailListings);
    await waitFor(() => expect(messages).toBeEnabled());
    expect(messages).toBeChecked();
    expect(listings).not.toBeChecked();
    await userEvent.click(listings);
    expect(data.saveNotificationSettings).toHaveBeenCalledWith('u1', { emailMessages: true, emailListings: true });
    expect(listings).toBeChecked();
  });

  it('puts the old value back when the save fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(data.saveNotificationSettings).mockRejectedValue(new Error('offline'));
    render(<EmailSettings uid="u1" />);
    const messages = screen.getByLabelText(NOTIFICATION_SETTINGS.emailMessages);
    await waitFor(() => expect(messages).toBeEnabled());
    await userEvent.click(messages);
    expect(data.saveNotificationSettings).toHaveBeenCalledWith('u1', { emailMessages: false, emailListings: false });
    await waitFor(() => expect(messages).toBeChecked());
  });

  it('explains and disables the toggles while the email is not verified', async () => {
    arrange({ emailVerified: false });
    render(<EmailSettings uid="u1" />);
    expect(screen.getByRole('status')).toHaveTextContent(NOTIFICATION_SETTINGS.emailUnverified);
    await waitFor(() => expect(data.fetchNotificationSettings).toHaveBeenCalled());
    expect(screen.getByLabelText(NOTIFICATION_SETTINGS.emailMessages)).toBeDisabled();
    expect(screen.getByLabelText(NOTIFICATION_SETTINGS.emailMessages)).not.toBeChecked();
  });

  it('links to where the verification email is resent: My Profile for a seeker, whose listings setting names their roommate profile', async () => {
    arrange({ role: 'I Need Room', emailVerified: false });
    render(<EmailSettings uid="u1" />);
    expect(screen.getByRole('link', { name: NOTIFICATION_SETTINGS.emailUnverifiedLink['I Need Room'] })).toHaveAttribute('href', '/?tab=my-profile#verify-account');
    expect(screen.queryByLabelText(NOTIFICATION_SETTINGS.emailListings)).toBeNull();
    expect(screen.getByLabelText(NOTIFICATION_SETTINGS.emailRoommateProfile)).toBeDisabled();
    await waitFor(() => expect(data.fetchNotificationSettings).toHaveBeenCalled());
  });
});
