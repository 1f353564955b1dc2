import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { MESSAGES, SUCCESS } from '@/config/messages';
import { LISTING_TEXT } from '../messages';
import { POST_MODERATION } from '@/config/postMessages';
import { paths } from '@/config/paths';
import * as data from '@/data';
import { spyOnToasts, stubSession } from '@/testing/spies';
import * as myListings from '../hooks/useMyListings';
import { ownerSession, roomListing, stubDialogs, stubObjectUrls } from '@/testing/listings';
import MyListingsTab from './MyListingsTab';
import { renderAtRoute } from '@/app/routing/renderAtRoute';

const active = roomListing({ id: 'a1', title: 'Active room' });
const filled = roomListing({ id: 'f1', title: 'Filled room', status: 'filled', images: ['https://storage.test/f.jpg'] });

function withListings(listings = [active, filled]) {
  vi.mocked(myListings.useMyListings).mockReturnValue({ listings, loading: false, error: false });
}

beforeEach(() => {
  stubSession(ownerSession());
  spyOnToasts();
  stubDialogs();
  stubObjectUrls();
  // The account's verification panel (tested in src/features/auth/verification): no token read here.
  vi.spyOn(data, 'observeTokenVerification').mockReturnValue(() => undefined);
  vi.spyOn(data, 'setRoomListingStatus').mockResolvedValue(undefined);
  vi.spyOn(data, 'deleteRoomListing').mockResolvedValue(undefined);
  vi.spyOn(data, 'deleteImageByUrl').mockResolvedValue(undefined);
  vi.spyOn(data, 'updateRoomListing').mockReturnValue(new Promise(() => undefined));
  vi.spyOn(data, 'uploadListingImage').mockReturnValue(new Promise(() => undefined));
  vi.spyOn(myListings, 'useMyListings');
  withListings();
});

describe('MyListingsTab', () => {
  it('lists active listings before filled ones with their status and a view link', () => {
    renderAtRoute(<MyListingsTab />);
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Active room', 'Filled room']);
    expect(within(cards[0] as HTMLElement).getByText('ACTIVE')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('FILLED')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: /View/ })).toHaveAttribute('href', paths.room('Active room', 'a1'));
    expect(within(cards[0] as HTMLElement).getByRole('button', { name: /Mark as Filled/ })).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByRole('button', { name: /Mark as Active/ })).toBeInTheDocument();
  });

  it('never calls a post held by moderators ACTIVE: its badge says where it stands', () => {
    withListings([
      roomListing({ id: 'p1', title: 'Pending room', moderation: 'pending' }),
      roomListing({ id: 'r1', title: 'Rejected room', moderation: 'rejected', rejectionReason: 'Not a room or roommate post' }),
    ]);
    renderAtRoute(<MyListingsTab />);
    const [pending, rejected] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(pending).queryByText('ACTIVE')).not.toBeInTheDocument();
    expect(within(pending).getByText(POST_MODERATION.badge.pending)).toBeInTheDocument();
    expect(within(rejected).queryByText('ACTIVE')).not.toBeInTheDocument();
    expect(within(rejected).getByText(POST_MODERATION.badge.rejected)).toBeInTheDocument();
  });

  it('toggles the status and reports a failure with the spec message', async () => {
    const user = userEvent.setup();
    renderAtRoute(<MyListingsTab />);
    await user.click(screen.getByRole('button', { name: /Mark as Filled/ }));
    expect(data.setRoomListingStatus).toHaveBeenCalledWith('a1', 'filled');
    await user.click(screen.getByRole('button', { name: /Mark as Active/ }));
    expect(data.setRoomListingStatus).toHaveBeenCalledWith('f1', 'active');

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(data.setRoomListingStatus).mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: /Mark as Filled/ }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(LISTING_TEXT.updatePostStatusFailed));
  });

  it('deletes only after confirming, with the listing photos', async () => {
    const user = userEvent.setup();
    renderAtRoute(<MyListingsTab />);
    await user.click(screen.getByRole('button', { name: /Delete Filled room/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this listing?' });
    expect(data.deleteRoomListing).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(data.deleteRoomListing).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /Delete Filled room/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(SUCCESS.postDeleted));
    expect(data.deleteRoomListing).toHaveBeenCalledWith(filled);
    expect(data.deleteImageByUrl).toHaveBeenCalledWith('https://storage.test/f.jpg');
  });

  it('keeps the photos and says so when the delete fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(data.deleteRoomListing).mockRejectedValue(new Error('denied'));
    renderAtRoute(<MyListingsTab />);
    await user.click(screen.getByRole('button', { name: /Delete Active room/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.deletePostFailed));
    expect(data.deleteImageByUrl).not.toHaveBeenCalled();
  });

  it('keeps a hidden listing as the moderators saw it: Edit and Delete are off and the card says why', () => {
    withListings([roomListing({ id: 'h1', title: 'Hidden room', moderation: 'hidden' })]);
    renderAtRoute(<MyListingsTab />);
    const card = screen.getByRole('listitem', { name: 'Hidden room' });
    expect(within(card).getByRole('button', { name: /Edit Hidden room/ })).toBeDisabled();
    expect(within(card).getByRole('button', { name: /Delete Hidden room/ })).toBeDisabled();
    expect(within(card).getByText(POST_MODERATION.hiddenLocked)).toBeInTheDocument();
  });

  it('opens the editor with the listing', async () => {
    const user = userEvent.setup();
    renderAtRoute(<MyListingsTab />);
    await user.click(screen.getByRole('button', { name: /Edit Filled room/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Listing' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Filled room');
  });

  it('shows the empty, loading and error states', () => {
    withListings([]);
    const { unmount } = renderAtRoute(<MyListingsTab />);
    expect(screen.getByRole('link', { name: 'Create Listing' })).toHaveAttribute('href', paths.tab('create-listing'));
    unmount();

    vi.mocked(myListings.useMyListings).mockReturnValue({ listings: [], loading: true, error: false });
    const loading = renderAtRoute(<MyListingsTab />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    loading.unmount();

    vi.mocked(myListings.useMyListings).mockReturnValue({ listings: [], loading: false, error: true });
    renderAtRoute(<MyListingsTab />);
    expect(screen.getByRole('alert')).toHaveTextContent(LISTING_TEXT.loadMyPostsFailed);
  });
});
