/**
 * "Locate listings": gives every listing without a point its geo and nation (and an outward code
 * when it predates them), a page at a time. A listing whose area cannot be found is counted as
 * checked and left for its owner's next edit; a postcode service that is down stops the job, to
 * be resumed.
 */
import { env } from '@/config/env';
import { countRoomListings, setListingPlace, unlocatedListingsPage } from '@/data';
import { placeOfListing } from '@/features/place';
import { pageProgressStore } from './pageProgressStore';
import type { PagedJob } from './useResumablePages';

export class PlaceServiceDown extends Error {}

export async function locateListingsStep(after: string | null): Promise<{ checked: number; updated: number; next: string | null }> {
  const page = await unlocatedListingsPage(after);
  let updated = 0;
  for (const listing of page.unlocated) {
    const found = await placeOfListing(env.postcodesApiUrl, listing);
    if (found.ok) {
      await setListingPlace(listing.id, found.value);
      updated += 1;
    } else if (found.error === 'network' || found.error === 'unavailable') {
      throw new PlaceServiceDown(found.message);
    }
  }
  return { checked: page.checked, updated, next: page.next };
}

export const LOCATE_LISTINGS_JOB: PagedJob = {
  count: countRoomListings,
  step: locateListingsStep,
  store: pageProgressStore('roomshare.admin.locateListings'),
  name: 'Locate listings',
};
