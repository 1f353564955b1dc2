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
});
