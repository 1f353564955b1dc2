/** The location page's grid of room cards, shared with its pre-JS preview (src/app/firstPaint/PostPreviews.tsx). */
export const ROOM_CARD_GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3';

/**
 * The height of a room card's text, below its 4:3 photo: padding, a title of at most two lines,
 * one line of address, the verified badges, the row of household facts (always there, one line),
 * the rent and the room type (RoomCard clamps the title and the address to that). Every card is this tall, so the rooms' loading state, the same number
 * of cards of this height, is as tall as the cards that replace it at every width.
 */
export const ROOM_CARD_TEXT_HEIGHT = 'min-h-[13.875rem]';

/** Where the HTML's early read draws the room cards before the app's code arrives (src/app/firstPaint/earlyPreview.ts). */
export const ROOM_CARDS_PREVIEW_ID = 'room-cards-preview';
