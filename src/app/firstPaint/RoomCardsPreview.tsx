/**
 * Build-time only: a location page's room cards as a template (./PostPreviews explains the
 * machinery). The prerender imports this module on demand: a static import from the prerender
 * entry would move RoomCard into the app-shell chunk that every page loads.
 */
import { PreviewMarks } from '@/components/post/previewMarks';
import { RoomCard } from '@/features/listings';
import { ROOM_CARD_GRID, ROOM_CARDS_PREVIEW_ID } from '@/features/listings';
import type { PostPreviewName } from './earlyPreview';
import type { RoomListing } from '@/data/collections/roomListings';
import { cardVariant } from './earlyCardFields';
import { PREVIEW_PHOTO, ROOM } from './PostPreviews';

/** A room card's placeholder post: ROOM, with its photo's card rendition. */
const CARD: RoomListing = { ...ROOM, cardImages: [PREVIEW_PHOTO] };

/**
 * Every way a card differs by its post: premium owner, active or filled. Each is rendered as a
 * later card (lazy photo); the early read gives the first card's photo the first card's priority.
 */
const CARD_VARIANTS = [true, false].flatMap((premium) => [true, false].map((active) => ({ premium, active })));

/**
 * The content of a location page's card template (its `<template>` element is made by the
 * prerender, in the head, outside the hydrated page): the card list once per variant, each with
 * that variant's card; the early read takes, for each room, the card of its variant.
 */
export function RoomCardsPreview() {
  return (
    <PreviewMarks>
      {CARD_VARIANTS.map(({ premium, active }) => (
        <ul key={cardVariant(premium, active)} data-variant={cardVariant(premium, active)} className={ROOM_CARD_GRID}>
          <RoomCard listing={{ ...CARD, ownerPremium: premium, status: active ? 'active' : 'filled' }} />
        </ul>
      ))}
    </PreviewMarks>
  );
}

/** The attributes of that template: which early read fills it, and where its cards go. */
export const ROOM_CARDS_TEMPLATE = { 'data-post-preview': 'room-cards' satisfies PostPreviewName, 'data-preview-into': ROOM_CARDS_PREVIEW_ID, 'data-preview-list': '' } as const;
