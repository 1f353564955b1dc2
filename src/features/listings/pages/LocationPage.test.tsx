import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import * as data from '@/data';
import { ownerSession, roomListing } from '@/testing/listings';
import { stubSession } from '@/testing/spies';
import LocationPage from './LocationPage';
import { renderAtRoute } from '@/app/routing/renderAtRoute';


function renderAt(slug: string) {
  return renderAtRoute(<LocationPage />, { path: `/rooms/${slug}`, route: '/rooms/:slug' });
}

function jsonLd(): Array<Record<string, unknown>> {
  return Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>);
}

beforeEach(() => {
  vi.spyOn(data, 'fetchLocationListings').mockReturnValue(new Promise(() => undefined));
  stubSession(ownerSession({ status: 'signed-out', user: null, profile: null, role: null }));
  localStorage.clear();
});

describe('LocationPage', () => {
  it('shows up to 5 rooms for the location with an intro and an ItemList', async () => {
    vi.mocked(data.fetchLocationListings).mockResolvedValue([
      roomListing({ id: 'r1', title: 'Plain room in Ilford' }),
      roomListing({ id: 'r2', title: 'Premium room in Ilford', userId: 'premium-owner', ownerPremium: true }),
    ]);
    renderAt('ilford-india-rooms-to-rent');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Rooms to rent in Ilford');
    const links = await screen.findAllByRole('link', { name: /room in Ilford/ });
    expect(data.fetchLocationListings).toHaveBeenCalledWith('ilford');
    expect(links.map((link) => link.textContent)).toEqual(['Premium room in Ilford', 'Plain room in Ilford']);
    expect(screen.getByRole('link', { name: 'Browse all rooms' })).toHaveAttribute('href', '/');
    const list = jsonLd().find((block) => block['@type'] === 'ItemList');
    expect(list?.numberOfItems).toBe(2);
    expect(jsonLd().find((block) => block['@type'] === 'CollectionPage')?.name).toBe('Rooms to rent in Ilford');
    await waitFor(() => expect(document.title).toBe('Rooms to rent in Ilford for Indians | RoomShare UK'));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(new RegExp(`${paths.location('ilford')}$`));
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("with a guest's saved place, each located card says how far it is", async () => {
    localStorage.setItem('roomshare.myPlace', JSON.stringify({ kind: 'university', label: 'UCL, Bloomsbury', query: 'University College London', lat: 51.5246, lng: -0.134 }));
    vi.mocked(data.fetchLocationListings).mockResolvedValue([
      roomListing({ id: 'r1', title: 'Located room in Ilford', geo: { lat: 51.5588, lng: 0.0741, geohash: 'u10j5xm6c4' } }),
      roomListing({ id: 'r2', title: 'Unlocated room in Ilford', geo: undefined }),
    ]);
    renderAt('ilford-india-rooms-to-rent');
    expect(await screen.findByText('15 km from UCL, Bloomsbury')).toBeInTheDocument();
    expect(screen.getAllByText(/ km from /)).toHaveLength(1);
  });

  it('shows a friendly, noindexed empty state for a location with no rooms', async () => {
    vi.mocked(data.fetchLocationListings).mockResolvedValue([]);
    renderAt('atlantis-india-rooms-to-rent');
    expect(await screen.findByText(/There are no rooms listed in Atlantis right now/)).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'));
    expect(jsonLd().find((block) => block['@type'] === 'ItemList')).toBeUndefined();
    expect(jsonLd().find((block) => block['@type'] === 'CollectionPage')).toBeDefined();
  });

  it('does not query for a slug that is not a location', async () => {
    renderAt('not-a-location');
    expect(await screen.findByText(/We could not find that location/)).toBeInTheDocument();
    expect(data.fetchLocationListings).not.toHaveBeenCalled();
  });
});
