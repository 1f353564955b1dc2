/**
 * The posts' enums the stored schema is built from (src/schema/posts.ts). The app reads them, with
 * their types, from the collection modules: src/data/collections/roomListings.ts,
 * roommateRequests.ts and posts.ts (MODERATION_STATUSES: moderators' statuses, stored in `status`).
 */

export const ROOM_TYPES = ['Single', 'Double', 'En-suite', 'Studio', 'Shared'] as const;

export const PREFERRED_TENANTS = ['Male', 'Female', 'Student', 'Professional', 'Any'] as const;

export const AMENITIES = [
  'WiFi',
  'Parking',
  'Bills included',
  'Furnished',
  'Washing Machine',
  'Gym access',
  'Balcony',
] as const;

export const LISTING_STATUSES = ['active', 'filled'] as const;

export const REQUEST_STATUSES = ['active', 'found'] as const;

export const GENDERS = ['Male', 'Female', 'Other'] as const;

export const PREFERRED_ROOMMATES = [
  'Student',
  'Professional',
  'Male',
  'Female',
  'Vegetarian',
  'Non-Vegetarian',
  'Non-Smoker',
  'Any',
] as const;

export const FURNISHED_OPTIONS = ['Furnished', 'Unfurnished', 'Either'] as const;

export const STAY_OPTIONS = ['Short-term', 'Long-term', '6 months', '12 months', 'Other'] as const;

export const MODERATION_STATUSES = ['hidden', 'pending', 'rejected'] as const;
