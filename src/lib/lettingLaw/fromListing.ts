/**
 * What the letting-law check needs, from a stored or typed listing. The nation is the listing's own
 * (from its postcode lookup, which the rules check against its outward code) when it has one, else
 * its outward code's, else (listings from before outward codes) its city's; a listing written before listings
 * said their kind of let reads as a tenancy, as firestore.rules lettingLawHolds() reads it.
 */
import { nationOfCity } from '@/lib/place/cityNation';
import { outcodeNation } from '@/lib/place/outcodeNation';
import type { LetKind, LetListing, Nation } from './types';

export interface LawListingSource {
  title: string;
  description: string;
  /** The listing's city ("London, UK"). */
  postcode?: string;
  rent: number;
  deposit: number;
  holdingDeposit?: number;
  rentInAdvance?: number;
  letKind?: LetKind;
  nation?: Nation;
  /** The listing's outward code ("E6"). */
  outcode?: string;
}

export const DEFAULT_LET_KIND: LetKind = 'tenancy';

export function letListingOf(listing: LawListingSource): LetListing {
  return {
    nation: listing.nation ?? (listing.outcode ? outcodeNation(listing.outcode) : nationOfCity(listing.postcode ?? '')),
    letKind: listing.letKind ?? DEFAULT_LET_KIND,
    rentPcm: listing.rent,
    deposit: listing.deposit,
    holdingDeposit: listing.holdingDeposit ?? 0,
    rentInAdvance: listing.rentInAdvance ?? 0,
    title: listing.title,
    description: listing.description,
  };
}
