import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as data from '@/data';
import * as fit from '@/features/fit';
import { SAVED_SEARCHES } from './messages';
import type { SavedSearch } from '@/data/collections/savedSearches';
import { SavedSearchRow } from './SavedSearchRow';

beforeEach(() => {
  const pending = () => new Promise<never>(() => undefined);
  vi.spyOn(data, 'countNewRoomListings').mockImplementation(pending);
  vi.spyOn(data, 'countNewRoommateRequests').mockImplementation(pending);
  vi.spyOn(data, 'markSavedSearchVisited').mockImplementation(pending);
  vi.spyOn(data, 'deleteSavedSearch').mockImplementation(pending);
  // A guest's or owner's needs: none. One test gives the seeker musts.
  vi.spyOn(fit, 'useMyNeeds').mockReturnValue({ settled: true, seeker: null, ready: Promise.resolve(null) });
});

const visited = new Date('2026-11-14T10:00:00Z');
const search: SavedSearch = { id: 's1', name: 'Doubles', kind: 'room', query: 'maxRent=900&type=Double', createdAt: visited, lastVisitedAt: visited };

function renderRow(overrides: Partial<SavedSearch> = {}) {
  return render(
    <MemoryRouter>
      <ul>
        <SavedSearchRow uid="u1" search={{ ...search, ...overrides }} />
      </ul>
    </MemoryRouter>,
  );
}

describe('SavedSearchRow', () => {
  it('counts new matching posts since the last visit and links to Browse with the filters', async () => {
    vi.mocked(data.countNewRoomListings).mockResolvedValue({ count: 3, more: false });
    vi.mocked(data.markSavedSearchVisited).mockResolvedValue();
    renderRow();
    expect(screen.getByText(SAVED_SEARCHES.checking)).toBeInTheDocument();
    expect(await screen.findByText('3 new since your last visit')).toBeInTheDocument();
    expect(data.countNewRoomListings).toHaveBeenCalledWith(expect.objectContaining({ maxRent: 900, roomType: 'Double' }), visited, undefined);
    expect(screen.getByText('Rent up to £900 · Double')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: SAVED_SEARCHES.open('Doubles') });
    expect(link).toHaveAttribute('href', '/?tab=browse-rooms&maxRent=900&type=Double');
    await userEvent.setup().click(link);
    expect(data.markSavedSearchVisited).toHaveBeenCalledWith('u1', 's1');
  });

  it('shows "+" when the count stopped early, and a roommate search counts requests', async () => {
    vi.mocked(data.countNewRoommateRequests).mockResolvedValue({ count: 48, more: true });
    renderRow({ kind: 'roommate', query: 'gender=Female' });
    expect(await screen.findByText('48+ new since your last visit')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SAVED_SEARCHES.open('Doubles') })).toHaveAttribute('href', '/?tab=browse-roommates&gender=Female');
  });

  it('says when the count failed, and deletes on request', async () => {
    vi.mocked(data.countNewRoomListings).mockRejectedValue(new Error('offline'));
    vi.mocked(data.deleteSavedSearch).mockResolvedValue();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRow();
    expect(await screen.findByText(SAVED_SEARCHES.countFailed)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: SAVED_SEARCHES.delete('Doubles') }));
    expect(data.deleteSavedSearch).toHaveBeenCalledWith('u1', 's1');
  });

  it('counts a search saved with "only my musts" against the seeker’s musts', async () => {
    const must = { kitchen: ['veg-only' as const] };
    const seeker = { needs: { must }, self: {}, gender: 'Female' };
    vi.mocked(fit.useMyNeeds).mockReturnValue({ settled: true, seeker, ready: Promise.resolve(seeker) } as ReturnType<typeof fit.useMyNeeds>);
    vi.mocked(data.countNewRoomListings).mockResolvedValue({ count: 2, more: false });
    renderRow({ query: 'musts=1' });
    expect(await screen.findByText('2 new since your last visit')).toBeInTheDocument();
    expect(data.countNewRoomListings).toHaveBeenCalledWith(expect.objectContaining({ mustsOnly: true }), visited, must);
  });
});
