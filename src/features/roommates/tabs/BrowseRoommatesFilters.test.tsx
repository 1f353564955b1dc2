import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import * as data from '@/data';
import { FILTERS } from '@/config/searchMessages';
import { makeRequest, makeSession } from '@/testing/roommates';
import { stubAuthDialogs, stubSession } from '@/testing/spies';
import BrowseRoommatesTab from './BrowseRoommatesTab';
import { renderAtRoute } from '@/app/routing/renderAtRoute';


function CurrentSearch() {
  return <output aria-label="current search">{useLocation().search}</output>;
}

function setUp(path: string) {
  stubSession(makeSession(null));
  stubAuthDialogs();
  vi.spyOn(data, 'fetchRoommateRequestsPage').mockResolvedValue({ items: [makeRequest()], next: null });
  renderAtRoute(
    <>
      <BrowseRoommatesTab />
      <CurrentSearch />
    </>,
    { path },
  );
  return userEvent.setup();
}

const lastFilters = () => vi.mocked(data.fetchRoommateRequestsPage).mock.lastCall?.[0];

describe('Browse Roommates filters', () => {
  it('queries with the filters in the URL and shows them as removable chips', async () => {
    const user = setUp('/?tab=browse-roommates&gender=Female&lifestyle=Vegetarian');
    await screen.findByRole('link', { name: 'Ananya Gupta' });
    expect(lastFilters()).toMatchObject({ gender: 'Female', lifestyle: ['Vegetarian'] });
    const chips = screen.getByRole('list', { name: FILTERS.activeHeading });
    await user.click(within(chips).getByRole('button', { name: FILTERS.remove('Female') }));
    expect(screen.getByLabelText('current search')).toHaveTextContent('?tab=browse-roommates&lifestyle=Vegetarian');
    await screen.findByRole('link', { name: 'Ananya Gupta' });
    expect(lastFilters()).toEqual(expect.objectContaining({ gender: undefined, lifestyle: ['Vegetarian'] }));
  });

  it('refuses a bad budget range with a message and keeps what was typed', async () => {
    const user = setUp('/?tab=browse-roommates');
    await screen.findByRole('link', { name: 'Ananya Gupta' });
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    await user.type(screen.getByLabelText('Min budget (£)'), '900');
    await user.type(screen.getByLabelText('Max budget (£)'), '5OO');
    await user.type(screen.getByLabelText('Preferred location'), 'Stratford');
    await user.click(screen.getByRole('button', { name: FILTERS.apply }));
    expect(screen.getByText(FILTERS.notWholePounds)).toBeInTheDocument();
    expect(screen.getByLabelText('Preferred location')).toHaveValue('Stratford');
    await user.clear(screen.getByLabelText('Max budget (£)'));
    await user.type(screen.getByLabelText('Max budget (£)'), '500');
    await user.click(screen.getByRole('button', { name: FILTERS.apply }));
    expect(screen.getByText(FILTERS.minAboveMax)).toBeInTheDocument();
    expect(screen.getByLabelText('current search')).toHaveTextContent('?tab=browse-roommates');
    await user.clear(screen.getByLabelText('Max budget (£)'));
    await user.type(screen.getByLabelText('Max budget (£)'), '1200');
    await user.click(screen.getByRole('button', { name: FILTERS.apply }));
    expect(screen.getByLabelText('current search')).toHaveTextContent('?tab=browse-roommates&minBudget=900&maxBudget=1200&location=Stratford');
    await screen.findByRole('link', { name: 'Ananya Gupta' });
    expect(lastFilters()).toMatchObject({ minBudget: 900, maxBudget: 1200, location: 'Stratford' });
  });
});
