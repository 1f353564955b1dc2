/**
 * All seeded room listings (docs/data-model.md `room_listings`). At most 4 per owner; each gets
 * its `contact/phone` sub-document with the owner's phone and a `listing_registry/{uid}` doc.
 */
import { LONDON_LISTINGS } from './listings-london.mjs';
import { CITY_LISTINGS } from './listings-cities.mjs';
import { SCREENING_LISTINGS } from './listings-screening.mjs';

/**
 * @typedef {{ id: string, owner: string, status: 'active' | 'filled', createdDaysAgo: number,
 *   updatedDaysAgo?: number, title: string, description: string, address: string, postcode: string,
 *   rent: number, deposit: number, letKind?: 'tenancy' | 'lodger' | 'whole-home', holdingDeposit?: number, rentInAdvance?: number, roomType: 'Single' | 'Double' | 'En-suite' | 'Studio' | 'Shared',
 *   preferredTenants: 'Male' | 'Female' | 'Student' | 'Professional' | 'Any',
 *   availableInDays: number | null,
 *   amenities: ('WiFi' | 'Parking' | 'Bills included' | 'Furnished' | 'Washing Machine' | 'Gym access' | 'Balcony')[],
 *   images: string[], withoutCardPhotos?: boolean,
 *   household?: import('../../../src/schema/household').Household }} SeedListing
 * `availableInDays` is relative to the seed run (negative = already available, null = '').
 * `withoutCardPhotos`: seeded as a listing from before card renditions (no `cardImages`).
 */

/** @type {SeedListing[]} */
export const LISTINGS = [...LONDON_LISTINGS, ...CITY_LISTINGS, ...SCREENING_LISTINGS];
