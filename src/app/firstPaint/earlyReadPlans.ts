/**
 * The early reads of each data page (./earlyRead), built at prerender time from the same query
 * specs and request builders the app reads with, so the app finds the answer under its own request.
 */
import { TAB_PARAM, type LOCATION_PAGES } from '@/config/paths';
import { fsPaths } from '@/data/transport/db';
import type { EarlyReadPlan } from './earlyRead';
import { toRoomCard } from '@/data/collections/roomListings';
import { runQueryRequest } from '@/data/transport/oneShot';
import { DOCUMENTS_ROOT, restRequest } from '@/data/transport/rest';
import { browseRoomListingsQuery, locationListingsQuery } from '@/data/repositories/roomListings';

/** Where a listing's first photo sits in a REST document. */
const FIRST_PHOTO = ['fields', 'images', 'arrayValue', 'values', 0, 'stringValue'] as const;
/** Where its card rendition sits (src/lib/cardPhotos.ts), for the card lists. */
const FIRST_CARD_PHOTO = ['fields', 'cardImages', 'arrayValue', 'values', 0, 'stringValue'] as const;
/** A post id at the end of a detail URL (`parsePostId` in src/config/paths.ts reads the same). */
const POST_ID = '-id-([A-Za-z0-9_-]+)$';

/** The app shell serves room and roommate pages: read the post named by the URL. */
export function postPagesPlan(): EarlyReadPlan {
  return {
    fixed: [],
    batchGetUrl: restRequest('', 'batchGet', {}).url,
    documents: [
      { pattern: `^/room/.*${POST_ID}`, documentPrefix: `${DOCUMENTS_ROOT}/${fsPaths.roomListing('')}`, photo: FIRST_PHOTO, preview: 'room' },
      { pattern: `^/roommate/.*${POST_ID}`, documentPrefix: `${DOCUMENTS_ROOT}/${fsPaths.roommateRequest('')}`, preview: 'roommate' },
    ],
  };
}

/**
 * A location page reads its newest rooms and draws their cards, the first card's photo (a premium
 * owner's room first) at once. Its largest paint is its intro text, so the read waits for it.
 */
export function locationPagePlan(locationKey: (typeof LOCATION_PAGES)[number]['key']): EarlyReadPlan {
  const request = restRequest(...runQueryRequest(locationListingsQuery(locationKey), toRoomCard));
  return { fixed: [{ ...request, photo: FIRST_PHOTO, cardPhoto: FIRST_CARD_PHOTO, preview: 'room-cards', afterFirstPaint: true }], batchGetUrl: '', documents: [] };
}

/**
 * A guest's home page reads the latest rooms, as its Browse does unfiltered, and draws their
 * cards: the first card's photo is its largest paint. Not for a signed-in visitor, whose home is
 * their dashboard, nor when the URL carries filters or a place; a tab in the URL (a shared link)
 * changes nothing a guest's home page shows.
 */
export function homePagePlan(): EarlyReadPlan {
  const request = restRequest(...runQueryRequest(browseRoomListingsQuery(), toRoomCard));
  return { fixed: [{ ...request, photo: FIRST_PHOTO, cardPhoto: FIRST_CARD_PHOTO, preview: 'room-cards', guestsOnly: true, onlyWithParams: [TAB_PARAM] }], batchGetUrl: '', documents: [] };
}
