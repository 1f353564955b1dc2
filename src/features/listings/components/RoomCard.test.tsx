import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAtRoute } from '@/app/routing/renderAtRoute';
import { roomListing } from '@/testing/listings';
import { RoomCard } from './RoomCard';

describe('RoomCard', () => {
  it("shows the household's kitchen, smoking and languages as small labels", () => {
    renderAtRoute(<ul><RoomCard listing={roomListing({ household: { kitchen: 'jain', smoking: 'none', languages: ['Gujarati', 'Hindi'], alcohol: 'none' } })} /></ul>);
    expect(screen.getByTestId('card-facts')).toHaveTextContent('Household: Jain-friendly, No smoking, Gujarati, Hindi');
  });

  it('keeps the empty facts row for a room that says nothing of its household, so every card is as tall', () => {
    renderAtRoute(<ul><RoomCard listing={roomListing({ household: {} })} /></ul>);
    expect(screen.getByTestId('card-facts')).toBeEmptyDOMElement();
  });

  it('says the address, rent, type and availability as one line each, with no preview marks', () => {
    const { container } = renderAtRoute(<ul><RoomCard listing={roomListing({ address: '12 High Street North', postcode: 'E6 2HJ', rent: 950, roomType: 'Double', availableFrom: '2020-01-01' })} /></ul>);
    const lines = Array.from(container.querySelectorAll('li p')).map((line) => line.textContent);
    expect(lines).toEqual(expect.arrayContaining(['12 High Street North, E6 2HJ', '£950 / month', 'Double · Available: Immediately']));
    expect(container.querySelector('[data-fill],[data-fill-src],[data-fill-href],[data-show-if],[data-show-unless]')).toBeNull();
  });
});
