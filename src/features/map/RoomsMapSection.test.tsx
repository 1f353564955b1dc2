import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { roomListing } from '@/testing/listings';
import type { MapRoom } from './mapRooms';
import { MAP_MESSAGES } from './messages';
import { RoomsMapSection } from './RoomsMapSection';

// Leaflet needs a real layout engine (e2e covers it); the stand-in shows which rooms it was given.
vi.mock('./RoomsMap', () => ({
  default: ({ rooms }: { rooms: MapRoom[] }) => (
    <ul aria-label="circles">
      {rooms.filter((room) => room.point).map((room) => (
        <li key={room.id}>{`${room.id} at ${room.point?.lat},${room.point?.lng}`}</li>
      ))}
    </ul>
  ),
}));

const ROOMS = [
  roomListing({ id: 'east-ham', title: 'Bright double in East Ham', address: 'East Ham', rent: 750, geo: { lat: 51.5353, lng: 0.0531, geohash: 'u10j4bs9z1' } }),
  roomListing({ id: 'ilford', title: 'En-suite in Ilford', address: 'Ilford', rent: 950, geo: { lat: 51.5588, lng: 0.0741, geohash: 'u10j5xm6c4' } }),
  roomListing({ id: 'unlocated', title: 'Room in Barking', address: 'Barking', rent: 520, geo: undefined }),
];

describe('RoomsMapSection', () => {
  it("says the map is loading until the map's code arrives", async () => {
    // A fresh module: the map's code, once loaded, stays loaded for every later render.
    vi.resetModules();
    const { RoomsMapSection: FirstRender } = await import('./RoomsMapSection');
    render(
      <MemoryRouter>
        <FirstRender rooms={ROOMS} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(MAP_MESSAGES.loading);
    await screen.findByRole('list', { name: 'circles' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('draws the located rooms and lists every room as links beside the map', async () => {
    render(
      <MemoryRouter>
        <RoomsMapSection rooms={ROOMS} />
      </MemoryRouter>,
    );
    const circles = await screen.findByRole('list', { name: 'circles' });
    expect(within(circles).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['east-ham at 51.5353,0.0531', 'ilford at 51.5588,0.0741']);

    const list = screen.getByRole('region', { name: MAP_MESSAGES.listHeading });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Bright double in East Ham', 'En-suite in Ilford', 'Room in Barking']);
    expect(links[0]).toHaveAttribute('href', paths.room('Bright double in East Ham', 'east-ham'));
    expect(within(list).getByText(/£750 \/ month · East Ham/)).toBeInTheDocument();
    expect(within(list).getByText(`(${MAP_MESSAGES.notLocated})`)).toBeInTheDocument();
  });

  it('around a place, each listed room says how far it is (none for a room not on the map)', async () => {
    render(
      <MemoryRouter>
        <RoomsMapSection rooms={ROOMS} centre={{ label: 'UCL', lat: 51.5246, lng: -0.134, radiusKm: 10 }} />
      </MemoryRouter>,
    );
    await screen.findByRole('list', { name: 'circles' });
    const list = screen.getByRole('region', { name: MAP_MESSAGES.listHeading });
    expect(within(list).getAllByText(/ km from UCL$/).map((line) => line.textContent)).toEqual(['13 km from UCL', '15 km from UCL']);
  });
});
