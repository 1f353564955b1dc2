import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTING_TEXT } from '../messages';
import * as data from '@/data';
import { stubSession } from '@/testing/spies';
import type { RoomListing } from '@/data/collections/roomListings';
import * as myListings from '../hooks/useMyListings';
import { ownerSession } from '@/testing/listings';
import CreateListingTab from './CreateListingTab';
import { renderAtRoute } from '@/app/routing/renderAtRoute';

const listing = (id: string) => ({ id, status: 'active' }) as RoomListing;

beforeEach(() => {
  stubSession(ownerSession());
  // The form reads the token's verification (tested in CreateListingForm.test): nothing to report here.
  vi.spyOn(data, 'observeTokenVerification').mockReturnValue(() => undefined);
  vi.spyOn(myListings, 'useMyListings').mockReturnValue({ listings: [], loading: true, error: false });
});

describe('CreateListingTab', () => {
  it('shows the spec limit text instead of the form at 4 listings', () => {
    vi.mocked(myListings.useMyListings).mockReturnValue({ listings: ['a', 'b', 'c', 'd'].map(listing), loading: false, error: false });
    renderAtRoute(<CreateListingTab />);
    expect(screen.getByText(LISTING_TEXT.postLimitReached)).toBeInTheDocument();
    expect(LISTING_TEXT.postLimitReached).toBe(
      'Post Limit Reached: You can have a maximum of 4 active listings at a time. Please delete an existing listing to create a new one.',
    );
    expect(screen.queryByRole('button', { name: 'Create Listing' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Listings' })).toHaveAttribute('href', '/?tab=my-listings');
  });

  it('shows the form below the limit', () => {
    vi.mocked(myListings.useMyListings).mockReturnValue({ listings: ['a', 'b', 'c'].map(listing), loading: false, error: false });
    renderAtRoute(<CreateListingTab />);
    expect(screen.getByRole('button', { name: 'Create Listing' })).toBeInTheDocument();
    expect(screen.queryByText(LISTING_TEXT.postLimitReached)).not.toBeInTheDocument();
  });

  it('waits for the listing count before deciding', () => {
    vi.mocked(myListings.useMyListings).mockReturnValue({ listings: [], loading: true, error: false });
    renderAtRoute(<CreateListingTab />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });
});
