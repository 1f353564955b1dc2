import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REJECTION_REASONS } from '@/config/constants';
import { REVIEW } from '../messages';
import { roomListing } from '@/testing/listings';
import { dayMonthYear } from '@/lib/dates';
import { formatGBPExact } from '@/lib/format';
import { depositAboveCap } from '@/lib/screening/depositCap';
import type { RoomListing } from '@/data/collections/roomListings';

const now = Date.now();
const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000);

const scam = roomListing({
  id: 'scam',
  userId: 'scammer',
  userName: 'Imran',
  title: 'Huge double room, £395',
  description: 'WhatsApp me on 07700 900987 and send the deposit by bank transfer first.',
  address: 'Stratford',
  rent: 395,
  deposit: 1500,
  roomType: 'Double',
  images: ['https://storage.test/copy.jpg'],
  createdAt: hoursAgo(2),
});
const original = roomListing({ id: 'original', userId: 'priya', userName: 'Priya Sharma', title: 'Studio in Stratford', address: 'Stratford', images: ['https://storage.test/original.jpg'] });
const honest = roomListing({ id: 'honest', userId: 'honest-owner', title: 'Quiet single room', rent: 700, deposit: 700, images: [] });

const data = vi.hoisted(() => ({
  fetchPendingListingsPage: vi.fn(),
  fetchLiveListingsPage: vi.fn(),
  fetchPendingRequestsPage: vi.fn(),
  fetchLiveRequestsPage: vi.fn(),
  approvePost: vi.fn(),
  rejectPost: vi.fn(),
  clearPostSignals: vi.fn(),
  fetchAreaListings: vi.fn(),
  fetchOwnerActivity: vi.fn(),
  fetchComparableRents: vi.fn(),
  // Used by the posts list's kinds (not in these tests).
  fetchAdminRoomListingsPage: vi.fn(),
  fetchAdminRoommateRequestsPage: vi.fn(),
  deleteRoomListing: vi.fn(),
  deleteRoommateRequest: vi.fn(),
  updateRoomListing: vi.fn(),
  updateRoommateRequestAsAdmin: vi.fn(),
}));
vi.mock('@/data', () => data);
// The copy and the original hash the same; anything else differs (hashing itself is tested in src/lib/screening).
vi.mock('../screening/hashStoredPhoto', () => ({
  hashStoredPhoto: (url: string) => Promise.resolve({ kind: 'hash', hash: url.endsWith('copy.jpg') || url.endsWith('original.jpg') ? '0'.repeat(32) : 'f'.repeat(32) }),
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/components/ui/toast', () => ({ toast }));

const { ReviewList } = await import('./ReviewList');
const { listingReview } = await import('./reviewKinds');

function page(items: RoomListing[]) {
  return Promise.resolve({ items, next: null });
}

beforeEach(() => {
  vi.clearAllMocks();
  data.fetchComparableRents.mockResolvedValue([700, 705, 710, 715, 720, 730]);
  data.fetchAreaListings.mockResolvedValue([scam, original, honest]);
  data.fetchOwnerActivity.mockImplementation((uid: string) =>
    Promise.resolve(
      uid === 'scammer'
        ? { accountCreatedAt: hoursAgo(5), postsCreatedAt: [hoursAgo(2), hoursAgo(1.8), hoursAgo(1.6)], conversations: { count: 4, windowStart: hoursAgo(1.4), lastAt: hoursAgo(1) } }
        : { accountCreatedAt: hoursAgo(24 * 90), postsCreatedAt: [hoursAgo(24 * 30)], conversations: null },
    ),
  );
  data.approvePost.mockResolvedValue(undefined);
  data.rejectPost.mockResolvedValue(undefined);
  data.clearPostSignals.mockResolvedValue(undefined);
});

describe('Review: pending queue', () => {
  it('shows each risk signal with its evidence and approves a post', async () => {
    data.fetchPendingListingsPage.mockImplementation(() => page([scam]));
    render(<ReviewList kind={listingReview} mode="pending" />);
    const row = await screen.findByRole('listitem', { name: scam.title });
    await within(row).findByText(REVIEW.rentFarBelow('£395', 55, '£713', 'Double', 'Stratford', 6));
    const deposit = depositAboveCap(scam);
    expect(deposit).toMatchObject({ weeksOfRent: 16.5, capLabel: "5 weeks' rent", act: 'Tenant Fees Act 2019' });
    expect(within(row).getByText(REVIEW.depositAboveCap('£1,500', 16.5, "5 weeks' rent", formatGBPExact(deposit?.cap ?? 0), 'Tenant Fees Act 2019'))).toBeInTheDocument();
    expect(within(row).getByText(/WhatsApp me on 07700 900987/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Studio in Stratford/ })).toHaveAttribute('href', expect.stringMatching(/original$/));
    expect(within(row).getByText(REVIEW.newAccount(5))).toBeInTheDocument();
    expect(within(row).getByText(REVIEW.postingBurst(3, 1))).toBeInTheDocument();
    expect(within(row).getByText(REVIEW.conversationBurst(4, 24))).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: /^Approve/ }));
    expect(data.approvePost).toHaveBeenCalledWith('room_listings', 'scam');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: scam.title })).toBeNull());
    expect(toast.success).toHaveBeenCalledWith(REVIEW.approved);
  });

  it('rejects with a reason from the fixed list; a failed write keeps the post and says so', async () => {
    data.fetchPendingListingsPage.mockImplementation(() => page([honest]));
    data.rejectPost.mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ReviewList kind={listingReview} mode="pending" />);
    const row = await screen.findByRole('listitem', { name: honest.title });
    await within(row).findByText(REVIEW.noSignals);
    await userEvent.click(within(row).getByRole('button', { name: /^Reject/ }));
    await userEvent.selectOptions(within(row).getByRole('combobox', { name: REVIEW.reasonLabel }), REJECTION_REASONS[3]);
    await userEvent.click(within(row).getByRole('button', { name: /^Reject post/ }));
    expect(await within(row).findByText(REVIEW.actionFailed)).toBeInTheDocument();
    expect(data.rejectPost).toHaveBeenCalledWith('room_listings', 'honest', REJECTION_REASONS[3]);

    await userEvent.click(within(row).getByRole('button', { name: /^Reject post/ }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: honest.title })).toBeNull());
    expect(toast.success).toHaveBeenCalledWith(REVIEW.rejected);
  });

  it('says so when nothing is waiting', async () => {
    data.fetchPendingListingsPage.mockImplementation(() => page([]));
    render(<ReviewList kind={listingReview} mode="pending" />);
    expect(await screen.findByText(REVIEW.pendingEmpty)).toBeInTheDocument();
  });
});

describe('Review: flagged view', () => {
  it('lists only the live posts with a signal, and says when a page had none', async () => {
    data.fetchLiveListingsPage.mockImplementation(() => page([honest, scam]));
    const { unmount } = render(<ReviewList kind={listingReview} mode="flagged" />);
    expect(await screen.findByRole('listitem', { name: scam.title })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: honest.title })).toBeNull());
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
    unmount();

    data.fetchLiveListingsPage.mockImplementation(() => page([honest]));
    render(<ReviewList kind={listingReview} mode="flagged" />);
    expect(await screen.findByText(REVIEW.flaggedNoneYet(1))).toBeInTheDocument();
  });
});

describe('Review: Looks fine', () => {
  it('clears a flagged live post, which stays out of the Flagged view until it changes again', async () => {
    data.fetchLiveListingsPage.mockImplementation(() => page([scam]));
    const { unmount } = render(<ReviewList kind={listingReview} mode="flagged" />);
    const row = await screen.findByRole('listitem', { name: scam.title });
    await userEvent.click(within(row).getByRole('button', { name: new RegExp(`^${REVIEW.looksFine}`) }));
    expect(data.clearPostSignals).toHaveBeenCalledWith('room_listings', 'scam');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: scam.title })).toBeNull());
    expect(toast.success).toHaveBeenCalledWith(REVIEW.cleared);
    unmount();

    const lastActivity = hoursAgo(1);
    const cleared = { ...scam, lastActivity, signalsClearedAt: hoursAgo(0.5) };
    data.fetchLiveListingsPage.mockImplementation(() => page([cleared]));
    const again = render(<ReviewList kind={listingReview} mode="flagged" />);
    expect(await screen.findByText(REVIEW.flaggedNoneYet(0))).toBeInTheDocument();
    again.unmount();

    // Edited after the clearing: flagged again.
    data.fetchLiveListingsPage.mockImplementation(() => page([{ ...cleared, lastActivity: hoursAgo(0.1) }]));
    render(<ReviewList kind={listingReview} mode="flagged" />);
    expect(await screen.findByRole('listitem', { name: scam.title })).toBeInTheDocument();
  });
});

describe('Review: which signal weighs what', () => {
  it('says which listing had a shared photo first, and weighs the copy strong and the original weak', async () => {
    data.fetchLiveListingsPage.mockImplementation(() => page([scam, original]));
    render(<ReviewList kind={listingReview} mode="flagged" />);
    const copyRow = await screen.findByRole('listitem', { name: scam.title });
    const originalRow = await screen.findByRole('listitem', { name: original.title });
    const copySignal = await waitFor(() => {
      const found = copyRow.querySelector('[data-signal="duplicate-photo"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    const originalSignal = await waitFor(() => {
      const found = originalRow.querySelector('[data-signal="duplicate-photo"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(copySignal).toHaveAttribute('data-weight', 'strong');
    expect(within(copySignal).getByText(REVIEW.photoCopy)).toBeInTheDocument();
    expect(copySignal).toHaveTextContent(REVIEW.otherIsOriginal(dayMonthYear(original.createdAt as Date)));
    expect(originalSignal).toHaveAttribute('data-weight', 'weak');
    expect(within(originalSignal).getByText(REVIEW.photoOriginal(dayMonthYear(original.createdAt as Date)))).toBeInTheDocument();
    // A young account alone is weak; pay-first wording is strong.
    await waitFor(() => expect(copyRow.querySelector('[data-signal="new-account"]')).toHaveAttribute('data-weight', 'weak'));
    expect(copyRow.querySelector('[data-signal="contact-in-text"]')).toHaveAttribute('data-weight', 'strong');
  });
});
