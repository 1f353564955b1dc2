import type { RoomListing, RoomListingInput } from '@/data/collections/roomListings';
import type { RoommateRequest, RoommateRequestInput } from '@/data/collections/roommateRequests';
import { trimBlank } from '@/lib/blank';

/** Exactly the fields of a listing an edit writes (the rules reject any other key). */
export function listingDraftOf(listing: RoomListing): RoomListingInput {
  const { title, description, address, postcode, rent, deposit, roomType, preferredTenants, availableFrom, amenities, contactMethod, images, letKind, holdingDeposit, rentInAdvance } = listing;
  return { title, description, address, postcode, rent, deposit, roomType, preferredTenants, availableFrom, amenities: [...amenities], contactMethod, images: [...images], letKind, holdingDeposit, rentInAdvance };
}

/** The request fields an admin edits; the picture and verification id are left as they are. */
export type RequestDraft = Omit<RoommateRequestInput, 'profilePicture' | 'verificationId'>;

export function requestDraftOf(request: RoommateRequest): RequestDraft {
  const { userName, aboutMe, age, gender, budget, preferredLocations, moveInDate, profession, organization, preferredRoommates, requirements, furnished, preferredStay } = request;
  return { userName, aboutMe, age, gender, budget, preferredLocations, moveInDate, profession, organization, preferredRoommates: [...preferredRoommates], requirements, furnished, preferredStay };
}

/** Trims text fields so a whitespace-only edit cannot pass the required check. */
export function trimmed<T extends object>(draft: T): T {
  return Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, typeof value === 'string' ? trimBlank(value) : value])) as T;
}
