import { fetchLiveListingsPage, fetchLiveRequestsPage, fetchPendingListingsPage, fetchPendingRequestsPage, type CursorValue, type ReviewedCollection } from '@/data';
import type { PageFetcher } from '@/lib/useCursorPages';
import type { RoomListing } from '@/data/collections/roomListings';
import type { RoommateRequest } from '@/data/collections/roommateRequests';
import { listingKind, requestKind, type PostKind } from '../posts/postKinds';

/** What the Review tab needs about one kind of post, on top of the posts list's PostKind. */
export interface ReviewKind<T> {
  post: PostKind<T>;
  collection: ReviewedCollection;
  fetchPending: PageFetcher<T, CursorValue[]>;
  fetchLive: PageFetcher<T, CursorValue[]>;
}

export const listingReview: ReviewKind<RoomListing> = {
  post: listingKind,
  collection: 'room_listings',
  fetchPending: fetchPendingListingsPage,
  fetchLive: fetchLiveListingsPage,
};

export const requestReview: ReviewKind<RoommateRequest> = {
  post: requestKind,
  collection: 'roommate_requests',
  fetchPending: fetchPendingRequestsPage,
  fetchLive: fetchLiveRequestsPage,
};
