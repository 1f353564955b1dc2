/** Types for scripts/seed/data/listings.mjs, for tests that check the seed data itself. */
import type { Amenity, PreferredTenant, RoomType } from '../../../src/data/collections/roomListings';
import type { Household } from '../../../src/schema/household';

export interface SeedListing {
  id: string;
  owner: string;
  /** 'pending' and 'rejected': screened posts, not in Browse. */
  status: 'active' | 'filled' | 'pending' | 'rejected';
  /** Set exactly when status is 'rejected' (src/config/constants.ts REJECTION_REASONS). */
  rejectionReason?: string;
  createdDaysAgo: number;
  updatedDaysAgo?: number;
  title: string;
  description: string;
  address: string;
  postcode: string;
  rent: number;
  deposit: number;
  /** Default: 'whole-home' for a Studio, else 'tenancy' (scripts/seed/lib/documents.mjs). */
  letKind?: 'tenancy' | 'lodger' | 'whole-home';
  /** £; default 0 (none asked). */
  holdingDeposit?: number;
  rentInAdvance?: number;
  roomType: RoomType;
  preferredTenants: PreferredTenant;
  availableInDays: number | null;
  amenities: Amenity[];
  images: string[];
  /** The household as it is (listing field `household`); none on self-contained homes and some others. */
  household?: Household;
}

export declare const LISTINGS: SeedListing[];
