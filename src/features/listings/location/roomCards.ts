/** The location page's grid of room cards, shared with its pre-JS preview (src/app/prerender/PostPreviews.tsx). */
export const ROOM_CARD_GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3';

/** Where the HTML's early read draws the room cards before the app's code arrives (src/data/earlyPreview.ts). */
export const ROOM_CARDS_PREVIEW_ID = 'room-cards-preview';
