import type { Params } from 'react-router-dom';
import type { PostRouteData } from '@/components/post/postLoad';
import type { LocationRouteData } from '@/features/listings';
import type { RoomListing } from '@/data/collections/roomListings';
import type { RoommateRequest } from '@/data/collections/roommateRequests';

/*
 * Pages whose content is read from Firestore start that read as soon as their URL is matched
 * (src/app/routing): while the page's own chunk downloads, or before a prerendered page hydrates
 * (main.tsx), instead of after the page has rendered. Each read returns its promise at once; the
 * read code loads on demand.
 */

/** Prerendering has no data (and must not query): pages render their loading state. */
function whenInBrowser<T>(read: () => Promise<T>): Promise<T> {
  return typeof window === 'undefined' ? new Promise<T>(() => undefined) : read();
}

export function roomRead(params: Params): PostRouteData<RoomListing> {
  return { post: whenInBrowser(() => import('./roomRead').then(({ readRoom }) => readRoom(params.slug))) };
}

export function roommateRead(params: Params): PostRouteData<RoommateRequest> {
  return { post: whenInBrowser(() => import('./roommateRead').then(({ readRoommate }) => readRoommate(params.slug))) };
}

export function locationRead(params: Params): LocationRouteData {
  return { rooms: whenInBrowser(() => import('./locationRead').then(({ readLocation }) => readLocation(params.slug))) };
}
