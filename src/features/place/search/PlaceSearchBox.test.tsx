import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAtRoute } from '@/app/routing/renderAtRoute';
import { readPlaceSearch } from '@/lib/place/placeSearch';
import { PLACE_MESSAGES } from '../messages';
import { PlaceSearchBox } from './PlaceSearchBox';

const ILFORD = { code: 'x', name_1: 'Ilford', local_type: 'Town', outcode: 'IG1', district_borough: 'Redbridge', country: 'England', latitude: 51.559, longitude: 0.07 };
const OUTCODE_E6 = { outcode: 'E6', latitude: 51.53534, longitude: 0.05307, country: ['England'] };

function answer(url: string): Response {
  if (url.includes('/places')) return Response.json({ status: 200, result: url.includes('q=Ilf') ? [ILFORD] : [] });
  if (url.includes('/outcodes/E6')) return Response.json({ status: 200, result: OUTCODE_E6 });
  return Response.json({ status: 404, error: 'Outcode not found' }, { status: 404 });
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn((input: RequestInfo | URL) => Promise.resolve(answer(String(input)))));
});
afterEach(() => vi.unstubAllGlobals());

const combobox = () => screen.getByRole('combobox', { name: PLACE_MESSAGES.searchLabel });

describe('PlaceSearchBox', () => {
  it('suggests UCL as a university and puts it in the URL from the keyboard', async () => {
    const user = userEvent.setup();
    const { location } = renderAtRoute(<PlaceSearchBox />);
    await user.click(combobox());
    await user.type(combobox(), 'UCL');
    const option = await screen.findByRole('option', { name: /UCL, Bloomsbury/ });
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(combobox()).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(readPlaceSearch(new URLSearchParams(location().search))).toMatchObject({ label: 'UCL', lat: 51.5246, lng: -0.134, radiusKm: 3 }));
    expect(combobox()).toHaveValue('UCL');
  });

  it('suggests towns from the places service, and Escape closes the list', async () => {
    const user = userEvent.setup();
    renderAtRoute(<PlaceSearchBox />);
    await user.type(combobox(), 'Ilf');
    expect(await screen.findByRole('option', { name: /Ilford.*Town · Redbridge/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('looks a postcode up when it is picked, and keeps an unknown one typed with its message', async () => {
    const user = userEvent.setup();
    const { location } = renderAtRoute(<PlaceSearchBox />);
    await user.type(combobox(), 'zz9{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(PLACE_MESSAGES.outcodeNotFound);
    expect(combobox()).toHaveValue('zz9');
    await user.clear(combobox());
    await user.type(combobox(), 'e6{Enter}');
    await waitFor(() => expect(readPlaceSearch(new URLSearchParams(location().search))).toMatchObject({ label: 'E6', lat: 51.53534, lng: 0.05307 }));
  });

  it('starts from the saved place, its box filled: Search looks around it without a lookup', async () => {
    const user = userEvent.setup();
    const { location } = renderAtRoute(<PlaceSearchBox start={{ label: 'UCL, Bloomsbury', lat: 51.5246, lng: -0.134 }} />);
    expect(combobox()).toHaveValue('UCL, Bloomsbury');
    await user.click(screen.getByRole('button', { name: PLACE_MESSAGES.searchButton }));
    await waitFor(() => expect(readPlaceSearch(new URLSearchParams(location().search))).toMatchObject({ label: 'UCL, Bloomsbury', lat: 51.5246, lng: -0.134 }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for something to search for', async () => {
    const user = userEvent.setup();
    renderAtRoute(<PlaceSearchBox />);
    await user.click(screen.getByRole('button', { name: PLACE_MESSAGES.searchButton }));
    expect(screen.getByRole('alert')).toHaveTextContent(PLACE_MESSAGES.emptyPlaceSearch);
  });

  it('takes up what was typed before the app hydrated the page, and suggests for it', async () => {
    const page = (
      <MemoryRouter>
        <PlaceSearchBox />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    const box = container.querySelector('input');
    if (!box) throw new Error('no place box');
    box.focus();
    box.value = 'UCL';
    const root = await act(async () => hydrateRoot(container, page));
    expect(await screen.findByRole('option', { name: /UCL, Bloomsbury/ })).toBeVisible();
    expect(combobox()).toHaveValue('UCL');
    act(() => root.unmount());
    container.remove();
  });
});
