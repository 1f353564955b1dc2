import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as data from '@/data';
import { ownerSession, roomListing } from '@/testing/listings';
import { makeRequest } from '@/testing/roommates';
import { stubSession } from '@/testing/spies';
import BrowseRoommatesTab from './BrowseRoommatesTab';
import { renderAtRoute } from '@/app/routing/renderAtRoute';


beforeEach(() => {
  sessionStorage.clear();
  stubSession(ownerSession());
  vi.spyOn(data, 'fetchRoommateRequestsPage').mockReturnValue(new Promise(() => undefined));
  vi.spyOn(data, 'subscribeMyListings').mockImplementation((_uid, onNext) => {
    onNext([roomListing({ id: 'wembley', title: 'Jain veg home in Wembley', household: { kitchen: 'jain', smoking: 'none', languages: ['Hindi'] } })]);
    return () => undefined;
  });
});

describe('BrowseRoommatesTab', () => {
  it('lists requests premium first and searches bio, locations, requirements, profession and name', async () => {
    vi.mocked(data.fetchRoommateRequestsPage).mockResolvedValue({
      items: [
        makeRequest({ id: 'a', userId: 'a', userName: 'Asha Rao', aboutMe: 'Loves cricket', preferredLocations: 'Leeds', requirements: 'Room near station', profession: 'Nurse' }),
        makeRequest({ id: 'b', userId: 'b', ownerPremium: true, userName: 'Bala K', aboutMe: 'Quiet', preferredLocations: 'Wembley', requirements: 'En-suite', profession: 'Developer' }),
      ],
      next: null,
    });
    const user = userEvent.setup();
    renderAtRoute(<BrowseRoommatesTab />);

    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Bala K', 'Asha Rao']);
    const search = screen.getByPlaceholderText('Search by bio, location...');
    for (const [term, names] of [
      ['cricket', ['Asha Rao']],
      ['wembley', ['Bala K']],
      ['en-suite', ['Bala K']],
      ['NURSE', ['Asha Rao']],
      ['bala', ['Bala K']],
    ] as const) {
      await user.clear(search);
      await user.type(search, term);
      expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(names);
    }
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.getByText('No posts found.')).toBeInTheDocument();
  });

  it('shows each seeker\'s fit against the listing the owner picks', async () => {
    vi.mocked(data.fetchRoommateRequestsPage).mockResolvedValue({
      items: [
        makeRequest({ id: 'ananya', userId: 'ananya', userName: 'Ananya', gender: 'Female', needs: { must: { kitchen: ['veg-only', 'jain'] }, prefer: { languages: ['Hindi'] } }, self: { smokes: 'no', diet: 'vegetarian' } }),
        makeRequest({ id: 'ravi', userId: 'ravi', userName: 'Ravi', gender: 'Male', self: { smokes: 'yes' } }),
      ],
      next: null,
    });
    const user = userEvent.setup();
    renderAtRoute(<BrowseRoommatesTab />);
    await screen.findByRole('link', { name: 'Ananya' });
    expect(screen.queryAllByTestId('fit-label')).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Show fit against'), 'Jain veg home in Wembley');
    expect(screen.getAllByTestId('fit-label').map((label) => label.textContent)).toEqual(['Household fit: Great fit', 'Household fit: Check 2 things']);

    await user.selectOptions(screen.getByLabelText('Show fit against'), 'None');
    expect(screen.queryAllByTestId('fit-label')).toEqual([]);
  });
});
