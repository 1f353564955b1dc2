/**
 * All seeded room listings (docs/data-model.md `room_listings`). At most 4 per owner; each gets
 * its `contact/phone` sub-document with the owner's phone and a `listing_registry/{uid}` doc.
 */
import type { ListingStatus, RoomListingInput } from '../../../src/data/collections/roomListings';
import type { ModerationStatus, RejectionReason } from '../../../src/data/collections/posts';
import { LONDON_LISTINGS } from './listings-london';
import { CITY_LISTINGS } from './listings-cities';
import { SCREENING_LISTINGS } from './listings-screening';

/** What a seeded listing states, as the listing form takes it (the place comes from `address`). */
type StatedFields = 'title' | 'description' | 'address' | 'postcode' | 'rent' | 'deposit' | 'roomType' | 'preferredTenants' | 'amenities' | 'images';
type OptionalFields = 'letKind' | 'holdingDeposit' | 'rentInAdvance' | 'household' | 'outcode';

export interface SeedListing extends Pick<RoomListingInput, StatedFields | OptionalFields> {
  id: string;
  owner: string;
  /** 'pending' and 'rejected': screened posts, not in Browse. */
  status: ListingStatus | ModerationStatus;
  /** Set exactly when status is 'rejected'. */
  rejectionReason?: RejectionReason;
  createdDaysAgo: number;
  updatedDaysAgo?: number;
  /** Relative to the seed run (negative = already available, null = ''). */
  availableInDays: number | null;
  /** Seeded as a listing from before card renditions (no `cardImages`). */
  withoutCardPhotos?: boolean;
}

export const LISTINGS: SeedListing[] = [...LONDON_LISTINGS, ...CITY_LISTINGS, ...SCREENING_LISTINGS];
