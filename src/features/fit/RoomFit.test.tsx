import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as data from '@/data';
import { SessionContext } from '@/session/SessionProvider';
import { makeProfile, makeRequest, makeSession } from '@/testing/roommates';
import { forgetMyNeeds } from './myNeeds';
import { RoomFitBadge, RoomFitReasons } from './RoomFit';

beforeEach(() => {
  vi.spyOn(data, 'getRoommateRequest').mockResolvedValue(null);
});
// The needs are kept per session in a module the worker's other files share.
afterEach(forgetMyNeeds);

const seeker = makeSession(makeProfile({ userId: 'ananya', role: 'I Need Room' }));

describe('room fit for the signed-in seeker', () => {
  it('labels every card from its own household, reading the seeker\'s needs once', async () => {
    vi.mocked(data.getRoommateRequest).mockResolvedValue(
      makeRequest({ id: 'ananya', userId: 'ananya', needs: { must: { kitchen: ['veg-only', 'jain'] }, prefer: { languages: ['Hindi'] } } }),
    );
    render(
      <SessionContext.Provider value={seeker}>
        <RoomFitBadge household={{ kitchen: 'jain', languages: ['Hindi'] }} />
        <RoomFitBadge household={{ kitchen: 'mixed', languages: ['Hindi'] }} />
        <RoomFitBadge household={{}} />
        <RoomFitReasons household={{ kitchen: 'mixed', languages: ['Hindi'] }} />
      </SessionContext.Provider>,
    );
    const labels = await screen.findAllByTestId('fit-label');
    expect(labels.map((label) => label.textContent)).toEqual([
      'Household fit: Great fit',
      'Household fit: Check 1 thing',
      'Household fit: Check 2 things',
      'Household fit: Check 1 thing',
    ]);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['✗Does not meet: Mixed kitchen (veg and non-veg)', '✓Meets: Hindi spoken']);
    expect(data.getRoommateRequest).toHaveBeenCalledTimes(1);
  });

  it('shows nothing to guests and owners, and reads nothing for them', () => {
    const owner = makeSession(makeProfile({ userId: 'rahul', role: 'I Have Room' }));
    for (const session of [makeSession(null), owner]) {
      const { container, unmount } = render(
        <SessionContext.Provider value={session}>
          <RoomFitBadge household={{ kitchen: 'jain' }} />
        </SessionContext.Provider>,
      );
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
    expect(data.getRoommateRequest).not.toHaveBeenCalled();
  });
});
