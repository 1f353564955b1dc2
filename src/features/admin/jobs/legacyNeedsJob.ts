/**
 * "Map old roommate choices": gives every roommate profile whose old "Preferred roommates" say
 * Vegetarian or Non-Smoker the matching household prefers (src/lib/household/legacyNeeds.ts), a
 * page at a time. Idempotent: a dimension the profile already has is never touched, so a second
 * run writes nothing.
 */
import { countRoommateRequests, legacyNeedsPage, setRoommateNeeds } from '@/data';
import { pageProgressStore } from './pageProgressStore';
import type { PagedJob } from './useResumablePages';

export async function mapLegacyNeedsStep(after: string | null): Promise<{ checked: number; updated: number; next: string | null }> {
  const page = await legacyNeedsPage(after);
  let updated = 0;
  for (const { id, needs } of page.changes) {
    if (await setRoommateNeeds(id, needs)) updated += 1;
  }
  return { checked: page.checked, updated, next: page.next };
}

export const LEGACY_NEEDS_JOB: PagedJob = {
  count: countRoommateRequests,
  step: mapLegacyNeedsStep,
  store: pageProgressStore('roomshare.admin.legacyNeeds'),
  name: 'Map old roommate choices',
};
