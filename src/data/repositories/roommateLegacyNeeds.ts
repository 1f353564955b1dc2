/**
 * The admins' "Map old roommate choices", data side: pages through every roommate profile by id
 * and hands back those whose old "Preferred roommates" choices add a household need they do not
 * have yet (src/lib/household/legacyNeeds.ts); the feature writes them.
 */
import { LOCATE_PAGE_SIZE } from '@/config/constants';
import { needsWithLegacyChoices } from '@/lib/household/legacyNeeds';
import type { HouseholdNeeds } from '@/schema/household';
import { toRoommateRequest } from '../collections/roommateRequests';
import { fsPaths, writer } from '../transport/db';
import { countQuery, runQuery } from '../transport/oneShot';
import { COLLECTIONS } from '../collections';
import { DOCUMENT_ID, type QuerySpec } from '../transport/query';

const allRequests: QuerySpec = { path: fsPaths.publicCollection(COLLECTIONS.roommateRequests) };

export interface LegacyNeedsPage {
  checked: number;
  /** Each profile to change, with its whole `needs` as it should be. */
  changes: { id: string; needs: HouseholdNeeds }[];
  /** The last profile id read; null when this was the last page. */
  next: string | null;
}

export function countRoommateRequests(): Promise<number> {
  return countQuery(allRequests);
}

/** One page of every roommate profile after the id `after` (null: from the start), keeping those the old choices change. */
export async function legacyNeedsPage(after: string | null): Promise<LegacyNeedsPage> {
  const spec: QuerySpec = { ...allRequests, orderBy: [{ field: DOCUMENT_ID, direction: 'asc' }], limit: LOCATE_PAGE_SIZE, ...(after ? { startAfter: [after] } : {}) };
  const { items } = await runQuery(spec, toRoommateRequest);
  const changes = items.flatMap(({ id, preferredRoommates, needs }) => {
    const mapped = needsWithLegacyChoices(preferredRoommates, needs);
    return mapped ? [{ id, needs: mapped }] : [];
  });
  return { checked: items.length, changes, next: items.length < LOCATE_PAGE_SIZE ? null : (items.at(-1)?.id ?? null) };
}

/**
 * Writes a profile's needs only (lastActivity stays: the seeker wrote nothing new).
 * Resolves false when the profile was deleted meanwhile.
 */
export async function setRoommateNeeds(id: string, needs: HouseholdNeeds): Promise<boolean> {
  const { sdk, db } = await writer();
  try {
    await sdk.updateDoc(sdk.doc(db, fsPaths.roommateRequest(id)), { needs });
    return true;
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'not-found') return false;
    throw error;
  }
}
