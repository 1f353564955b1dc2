import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SHORTLIST } from '../messages';
import { ShortlistContext, type ShortlistValue } from '../ShortlistContext';
import * as savedSearches from '@/features/search/SavedSearchList';
import { stubAuthDialogs } from '@/testing/spies';
import SavedTab from './SavedTab';

beforeEach(() => {
  // Saved searches have their own tests (features/search).
  vi.spyOn(savedSearches, 'SavedSearchList').mockReturnValue(<></>);
  stubAuthDialogs();
});

function renderTab(overrides: Partial<ShortlistValue>) {
  const shortlist: ShortlistValue = { uid: 'u1', ready: true, entries: [], loading: false, error: false, isSaved: () => true, toggle: vi.fn(), ...overrides };
  return render(
    <MemoryRouter>
      <ShortlistContext.Provider value={shortlist}>
        <SavedTab />
      </ShortlistContext.Provider>
    </MemoryRouter>,
  );
}

describe('SavedTab', () => {
  it('shows the empty state', () => {
    renderTab({});
    expect(screen.getByText(SHORTLIST.emptyTitle)).toBeInTheDocument();
  });

  it('shows the error state', () => {
    renderTab({ error: true });
    expect(screen.getByRole('alert')).toHaveTextContent(SHORTLIST.loadFailed);
  });

  it('links each saved room and roommate to its page', () => {
    renderTab({
      entries: [
        { id: 'room_r1', kind: 'room', postId: 'r1', title: 'Double room in Ilford', savedAt: new Date() },
        { id: 'roommate_u2', kind: 'roommate', postId: 'u2', title: 'Ananya', savedAt: new Date() },
      ],
    });
    expect(screen.getByRole('link', { name: 'Double room in Ilford' })).toHaveAttribute('href', '/room/double-room-ilford-id-r1');
    expect(screen.getByRole('link', { name: 'Ananya' })).toHaveAttribute('href', '/roommate/ananya-id-u2');
    expect(screen.getByRole('button', { name: SHORTLIST.remove('Ananya') })).toBeInTheDocument();
  });
});
