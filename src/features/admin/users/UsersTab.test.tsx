import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchTermsOf } from '@/lib/userSearchTerms';
import type { PrivateProfile } from '@/data/collections/profiles';
import { toast } from '@/components/ui/toast';
import { makeProfile, makeSession } from '@/testing/roommates';
import { spyOnData, spyOnToasts, stubSession, type SpiedData } from '@/testing/spies';
import { ADMIN_LABELS, ADMIN_MESSAGES, ADMIN_VIEWINGS } from '../messages';
import { UsersTab } from './UsersTab';

const now = Date.now();
const daysAgo = (days: number) => new Date(now - days * 24 * 60 * 60 * 1000);
const privateProfile = (userId: string, name: string, email: string, joinedDaysAgo: number, extra: Partial<PrivateProfile> = {}): PrivateProfile => ({
  userId, name, email, phoneNumber: '+44 7700 900001', role: 'I Have Room', isAdmin: false, isPremium: false, profilePicture: '',
  createdAt: daysAgo(joinedDaysAgo), lastActivity: daysAgo(joinedDaysAgo), ...extra,
});
const PRIVATE = [
  privateProfile('u1', 'Priya Sharma', 'priya.owner@roomshare.test', 30, { isPremium: true }),
  privateProfile('u2', 'Rahul Verma', 'rahul.owner@roomshare.test', 3),
  privateProfile('u3', 'Ananya Gupta', 'ananya.seeker@roomshare.test', 20),
  privateProfile('u4', 'Rajesh Kumar', 'rajesh.k@roomshare.test', 40),
  privateProfile('u5', 'Ravi Shah', 'ravi.s@roomshare.test', 45),
];
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The query fetchUsersPage runs, over PRIVATE, 2 per page: a search is an equality on one term,
 * in document order (the page shows it newest first); otherwise newest first.
 */
function fakeUsersPage({ searchKey, lastWeek }: { searchKey: string | null; lastWeek: boolean }) {
  const matches = PRIVATE.filter((profile) => !searchKey || searchTermsOf(profile.name, profile.email)[searchKey] === true)
    .filter((profile) => !lastWeek || (profile.createdAt?.getTime() ?? 0) >= now - WEEK_MS)
    .sort((a, b) => (searchKey ? a.userId.localeCompare(b.userId) : (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0)));
  return Promise.resolve({ items: matches.slice(0, 2), next: matches.length > 2 ? ['cursor'] : null });
}

const DATA_CALLS = ['fetchUsersPage', 'setProfileFlag', 'countPrivateProfiles', 'syncProfilesStep', 'getViewingCounts'] as const;
let data: SpiedData<(typeof DATA_CALLS)[number]>;

beforeAll(() => {
  // jsdom has no <dialog> modality.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => {
  data = spyOnData(DATA_CALLS);
  spyOnToasts();
  stubSession(makeSession(makeProfile({ userId: 'admin', isAdmin: true })));
  // Newest first, two per "page" here; the cursor says there is more.
  data.fetchUsersPage.mockImplementation(fakeUsersPage);
  data.setProfileFlag.mockResolvedValue(undefined);
});

const rows = () => within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem');

describe('UsersTab', () => {
  it('pages newest first with emails from the private copies and Load More', async () => {
    render(<UsersTab />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(await screen.findByText('rahul.owner@roomshare.test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load More' })).toBeInTheDocument();
  });

  it('searches by the start of the email with one query on the search terms, case-insensitive, hiding Load More', async () => {
    const user = userEvent.setup();
    render(<UsersTab />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.type(screen.getByLabelText('Search by name or email'), 'PRIYA.OWNER@');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Priya Sharma');
    await waitFor(() => expect(screen.getByText('1 user found')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search by name or email'));
    await user.type(screen.getByLabelText('Search by name or email'), 'gupta');
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Ananya Gupta'));
    expect(data.fetchUsersPage).toHaveBeenLastCalledWith({ searchKey: 'gupta', lastWeek: false, exactEmails: null }, null);
  });

  it('looks a whole email up by equality, as typed and lower-cased', async () => {
    const user = userEvent.setup();
    render(<UsersTab />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.type(screen.getByLabelText('Search by name or email'), 'Ananya.G@Example.com');
    await waitFor(() =>
      expect(data.fetchUsersPage).toHaveBeenLastCalledWith({ searchKey: 'ananya.g@e', lastWeek: false, exactEmails: ['Ananya.G@Example.com', 'ananya.g@example.com'] }, null),
    );
  });

  it('checks a search with spaces against the whole search, and hints when more match than a page', async () => {
    const user = userEvent.setup();
    render(<UsersTab />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.type(screen.getByLabelText('Search by name or email'), 'ya sharma');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Priya Sharma');
    await user.clear(screen.getByLabelText('Search by name or email'));
    // Rahul, Rajesh and Ravi: the start of a name word.
    await user.type(screen.getByLabelText('Search by name or email'), 'ra');
    expect(await screen.findByText(ADMIN_LABELS.moreUserMatches(2))).toBeInTheDocument();
  });

  it('filters to users who joined in the last week, hiding Load More', async () => {
    const user = userEvent.setup();
    render(<UsersTab />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Last Week' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Rahul Verma');
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('grants premium after confirmation, updating the row', async () => {
    const user = userEvent.setup();
    render(<UsersTab />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Grant Premium for Rahul Verma' }));
    const dialog = screen.getByRole('dialog', { name: 'Grant premium to Rahul Verma?' });
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(data.setProfileFlag).toHaveBeenCalledWith('u2', 'isPremium', true);
    await waitFor(() => expect(within(rows()[0]!).getByText('Premium')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Revoke Premium for Rahul Verma' })).toBeInTheDocument();
  });

  it('shows the spec message when an admin-status change fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    data.setProfileFlag.mockRejectedValueOnce(new Error('permission-denied'));
    const user = userEvent.setup();
    render(<UsersTab />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Grant Admin for Rahul Verma' }));
    await user.click(within(screen.getByRole('dialog', { name: /Grant admin/ })).getByRole('button', { name: 'Grant' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ADMIN_MESSAGES.adminFailed));
    expect(screen.getByRole('button', { name: 'Grant Admin for Rahul Verma' })).toBeInTheDocument();
  });

  it('shows a user information view, with the viewings they booked and cancelled', async () => {
    data.getViewingCounts.mockResolvedValue({ booked: 4, cancelled: 3, ownerCancelled: 2 });
    const user = userEvent.setup();
    render(<UsersTab />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Info about Ananya Gupta' }));
    const dialog = screen.getByRole('dialog', { name: 'User information' });
    for (const text of ['Ananya Gupta', 'ananya.seeker@roomshare.test', '+44 7700 900001', 'u3', 'I Have Room']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    const value = (label: string) => within(dialog).getByText(label).nextElementSibling;
    await waitFor(() => expect(value(ADMIN_VIEWINGS.booked)).toHaveTextContent('4'));
    expect(value(ADMIN_VIEWINGS.cancelled)).toHaveTextContent('3');
    expect(value(ADMIN_VIEWINGS.ownerCancelled)).toHaveTextContent('2');
    expect(data.getViewingCounts).toHaveBeenCalledWith('u3');
  });
});
