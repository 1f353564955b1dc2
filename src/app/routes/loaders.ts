import type { LoaderFunctionArgs } from 'react-router-dom';
import type { PostLoaderData } from '@/components/post/postLoad';
import type { LocationLoaderData } from '@/features/listings/location/loadLocationRooms';
import type { RoomListing, RoommateRequest } from '@/types/domain';

/*
 * Pages whose content is read from Firestore start that read in their route loader, as soon as
 * the URL is matched: while the page's own chunk downloads (room, roommate) or before the
 * prerendered page hydrates (location, see main.tsx), instead of after the page has rendered.
 * Each loader returns its read's promise at once; the read code loads on demand.
 */

/** Prerendering has no data (and must not query): pages render their loading state. */
function whenInBrowser<T>(read: () => Promise<T>): Promise<T> {
  return typeof window === 'undefined' ? new Promise<T>(() => undefined) : read();
}

export function roomLoader({ params }: LoaderFunctionArgs): PostLoaderData<RoomListing> {
  return { post: whenInBrowser(() => import('./roomRead').then(({ readRoom }) => readRoom(params.slug))) };
}

export function roommateLoader({ params }: LoaderFunctionArgs): PostLoaderData<RoommateRequest> {
  return { post: whenInBrowser(() => import('./roommateRead').then(({ readRoommate }) => readRoommate(params.slug))) };
}

export function locationLoader({ params }: LoaderFunctionArgs): LocationLoaderData {
  return { rooms: whenInBrowser(() => import('./locationRead').then(({ readLocation }) => readLocation(params.slug))) };
}
