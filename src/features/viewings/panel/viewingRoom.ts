import type { RoomListing } from '@/types/domain';

/** What the viewings panel needs of the room it sits on. */
export type ViewingRoom = Pick<RoomListing, 'id' | 'title' | 'userId' | 'status'>;
