/**
 * Build-time only: a location page's room cards as a template (./PostPreviews explains the
 * machinery). The prerender imports this module on demand: a static import from the prerender
 * entry would move RoomCard into the app-shell chunk that every page loads.
 */
import { RoomCard } from '@/features/listings';
import { ROOM_CARD_GRID, ROOM_CARDS_PREVIEW_ID } from '@/features/listings';
import type { PostPreviewName } from './earlyPreview';
import type { RoomListing, RoomType } from '@/data/collections/roomListings';
import { ROOM, slot } from './PostPreviews';

/** A room card's slots: ROOM's, and the fields the early read derives as the card does (src/app/firstPaint/earlyCardFields.ts), its photo's card rendition among them. */
const CARD: RoomListing = { ...ROOM, cardImages: [slot('cardPhoto')], roomType: slot('roomType') as RoomType };
const CARD_TEXT = { rent: slot('rentText'), availability: slot('availability'), href: `/room/${slot('slug')}-id-${slot('id')}` };

/**
 * Every way a card differs by its post: premium owner, active or filled. Each is rendered as a
 * later card (lazy photo); the early read gives the first card's photo the first card's priority.
 */
const CARD_VARIANTS = [true, false].flatMap((premium) => [true, false].map((active) => ({ premium, active })));

const condition = (holds: boolean, field: string) => (holds ? field : `!${field}`);

/**
 * The content of a location page's card template (its `<template>` element is made by the
 * prerender, in the head, outside the hydrated page): the list with one card per variant; the early
 * read keeps, for each room, the variant its fields select.
 */
export function RoomCardsPreview() {
  return (
    <ul className={ROOM_CARD_GRID}>
      {CARD_VARIANTS.map(({ premium, active }) => (
        <RoomCard
          key={`${premium}-${active}`}
          listing={{ ...CARD, ownerPremium: premium, status: active ? 'active' : 'filled' }}
          preview={{ ...CARD_TEXT, when: `${condition(premium, 'ownerPremium')} ${condition(active, 'active')}` }}
        />
      ))}
    </ul>
  );
}

/** The attributes of that template: which early read fills it, and where its cards go. */
export const ROOM_CARDS_TEMPLATE = { 'data-post-preview': 'room-cards' satisfies PostPreviewName, 'data-preview-into': ROOM_CARDS_PREVIEW_ID, 'data-preview-list': '' } as const;
