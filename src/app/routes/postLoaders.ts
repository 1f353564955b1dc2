import type { LoaderFunctionArgs } from 'react-router-dom';
import type { PostLoaderData } from '@/components/post/postLoad';
import type { RoomListing, RoommateRequest } from '@/types/domain';

/*
 * The room and roommate pages read their post from Firestore. Their loaders start that read as
 * soon as the URL is matched, while the page's own chunk downloads, instead of after the page
 * has downloaded and rendered. The read code (and firestore/lite) loads on demand.
 */

export function roomLoader({ params }: LoaderFunctionArgs): PostLoaderData<RoomListing> {
  return { post: import('./roomRead').then(({ readRoom }) => readRoom(params.slug)) };
}

export function roommateLoader({ params }: LoaderFunctionArgs): PostLoaderData<RoommateRequest> {
  return { post: import('./roommateRead').then(({ readRoommate }) => readRoommate(params.slug)) };
}
