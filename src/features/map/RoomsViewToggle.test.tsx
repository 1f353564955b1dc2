import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MAP_MESSAGES } from './messages';
import { RoomsViewToggle } from './RoomsViewToggle';
import { useRoomsView } from './useRoomsView';

function Harness() {
  const [view, setView] = useRoomsView();
  const { search } = useLocation();
  return (
    <>
      <RoomsViewToggle view={view} onChange={setView} />
      <output data-testid="search">{search}</output>
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Harness />
    </MemoryRouter>,
  );

describe('the list / map toggle', () => {
  it('is a labelled group of two toggle buttons that a keyboard user switches, keeping the filters in the URL', async () => {
    const user = userEvent.setup();
    renderAt('/?maxRent=900');
    expect(screen.getByRole('group', { name: MAP_MESSAGES.toggleLabel })).toBeInTheDocument();
    const list = screen.getByRole('button', { name: MAP_MESSAGES.list });
    const map = screen.getByRole('button', { name: MAP_MESSAGES.map });
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(map).toHaveAttribute('aria-pressed', 'false');

    await user.tab();
    await user.tab();
    expect(map).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(map).toHaveAttribute('aria-pressed', 'true');
    expect(new URLSearchParams(screen.getByTestId('search').textContent ?? '').get('view')).toBe('map');
    expect(screen.getByTestId('search')).toHaveTextContent('maxRent=900');

    await user.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('search').textContent).toBe('?maxRent=900');
  });

  it('opens on the map when the URL asks for it (a reload or a shared link)', () => {
    renderAt('/rooms/ilford-india-rooms-to-rent?view=map');
    expect(screen.getByRole('button', { name: MAP_MESSAGES.map })).toHaveAttribute('aria-pressed', 'true');
  });
});
