import { subscribeSavedSearches } from '@/data';
import { useSubscription, type SubscriptionState } from '@/lib/useSubscription';
import type { SavedSearch } from '@/data/collections/savedSearches';

/** The user's saved searches, live (null uid: none). */
export function useSavedSearches(uid: string | null): SubscriptionState<SavedSearch[]> {
  return useSubscription<SavedSearch[]>(uid, (next, fail) => subscribeSavedSearches(uid ?? '', next, fail), 'Saved searches');
}
