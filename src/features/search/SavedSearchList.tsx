import { SAVED_SEARCHES } from './messages';
import { useSession } from '@/session/useSession';
import { browsedKind } from './savedSearchKinds';
import { SavedSearchRow } from './SavedSearchRow';
import { useSavedSearches } from './useSavedSearches';
import { LoadingScreen } from '@/components/status/LoadingScreen';
import { EmptyState, LoadError } from '@/components/status/Notices';

/** The Saved tab's saved searches for what the current role browses, each with its new-post count. */
export function SavedSearchList() {
  const { status, user, role } = useSession();
  const uid = status === 'signed-in' ? (user?.uid ?? null) : null;
  const searches = useSavedSearches(uid);
  const kind = browsedKind(role);
  const mine = (searches.value ?? []).filter((search) => search.kind === kind);
  return (
    <section aria-labelledby="saved-searches-heading" className="space-y-3">
      <h3 id="saved-searches-heading" className="text-xl font-bold text-slate-900 dark:text-white">
        {SAVED_SEARCHES.heading}
      </h3>
      {!uid || searches.loading ? (
        <LoadingScreen />
      ) : searches.error ? (
        <LoadError>{SAVED_SEARCHES.loadFailed}</LoadError>
      ) : mine.length === 0 ? (
        <EmptyState>{SAVED_SEARCHES.empty}</EmptyState>
      ) : (
        <ul aria-label={SAVED_SEARCHES.heading} className="space-y-3">
          {mine.map((search) => (
            <SavedSearchRow key={search.id} uid={uid} search={search} />
          ))}
        </ul>
      )}
    </section>
  );
}
