import type { RoomListing } from '@/data/collections/roomListings';

/** What the viewings panel needs of the room it sits on. */
export type ViewingRoom = Pick<RoomListing, 'id' | 'title' | 'userId' | 'status'>;
