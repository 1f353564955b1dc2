/**
 * The admins' "Locate listings", data side: pages through every room listing by id and hands
 * back those without a point; the feature geocodes them (postcodes.io) and writes the place.
 */
import { LOCATE_PAGE_SIZE } from '@/config/constants';
import type { ListingGeo, ListingPlace } from '@/data/collections/listingPlace';
import { toRoomListing, type RoomListing } from '@/data/collections/roomListings';
import type { Nation } from '@/lib/place/nation';
import { fsPaths, writer } from '../transport/db';
import { countQuery, runQuery } from '../transport/oneShot';
import { COLLECTIONS } from '../collections';
import { DOCUMENT_ID, type QuerySpec } from '../transport/query';

const allListings: QuerySpec = { path: fsPaths.publicCollection(COLLECTIONS.roomListings) };

export type UnlocatedListing = Pick<RoomListing, 'id' | 'address' | 'postcode' | 'outcode'>;

export interface UnlocatedPage {
  checked: number;
  unlocated: UnlocatedListing[];
  /** The last listing id read; null when this was the last page. */
  next: string | null;
}

export function countRoomListings(): Promise<number> {
  return countQuery(allListings);
}

/** One page of every listing by id after `after` (null: from the start), for an admin job; `next` null on the last page. */
export async function allListingsPage(after: string | null): Promise<{ items: RoomListing[]; next: string | null }> {
  const spec: QuerySpec = { ...allListings, orderBy: [{ field: DOCUMENT_ID, direction: 'asc' }], limit: LOCATE_PAGE_SIZE, ...(after ? { startAfter: [after] } : {}) };
  const { items } = await runQuery(spec, toRoomListing);
  return { items, next: items.length < LOCATE_PAGE_SIZE ? null : (items.at(-1)?.id ?? null) };
}

/** One page of listings after the id `after` (null: from the start), keeping those without `geo`. */
export async function unlocatedListingsPage(after: string | null): Promise<UnlocatedPage> {
  const { items, next } = await allListingsPage(after);
  const unlocated = items.filter((listing) => !listing.geo).map(({ id, address, postcode, outcode }) => ({ id, address, postcode, ...(outcode ? { outcode } : {}) }));
  return { checked: items.length, unlocated, next };
}

/** Writes a located place: geo and nation, and the outward code (new for listings older than it). lastActivity stays. */
export async function setListingPlace(id: string, place: Required<Pick<ListingPlace, 'outcode'>> & { geo: ListingGeo; nation: Nation }): Promise<void> {
  const { sdk, db } = await writer();
  await sdk.updateDoc(sdk.doc(db, fsPaths.roomListing(id)), { outcode: place.outcode, geo: place.geo, nation: place.nation });
}
