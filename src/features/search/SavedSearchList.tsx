import { SAVED_SEARCHES } from '@/config/messages';
import { useSession } from '@/features/auth/session/useSession';
import { browsedKind } from './savedSearchKinds';
import { SavedSearchRow } from './SavedSearchRow';
import { useSavedSearches } from './useSavedSearches';

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
        <p role="status" className="text-slate-700 dark:text-slate-300">
          Loading...
        </p>
      ) : searches.error ? (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
          {SAVED_SEARCHES.loadFailed}
        </p>
      ) : mine.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-600 dark:text-slate-300">
          {SAVED_SEARCHES.empty}
        </p>
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
