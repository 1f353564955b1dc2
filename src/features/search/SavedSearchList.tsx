import { SAVED_SEARCHES } from './messages';
import { useSession } from '@/session/useSession';
import { browsedKind } from './savedSearchKinds';
import { SavedSearchRow } from './SavedSearchRow';
import { useSavedSearches } from './useSavedSearches';
import { ListSection } from '@/components/status/ListSection';

/** The Saved tab's saved searches for what the current role browses, each with its new-post count. */
export function SavedSearchList() {
  const { status, user, role } = useSession();
  const uid = status === 'signed-in' ? (user?.uid ?? null) : null;
  const searches = useSavedSearches(uid);
  const kind = browsedKind(role);
  const mine = uid ? (searches.value ?? []).filter((search) => search.kind === kind) : [];
  return (
    <ListSection
      id="saved-searches"
      heading={SAVED_SEARCHES.heading}
      loading={!uid || searches.loading}
      failure={searches.error ? SAVED_SEARCHES.loadFailed : null}
      empty={SAVED_SEARCHES.empty}
      items={uid ? mine.map((search) => <SavedSearchRow key={search.id} uid={uid} search={search} />) : []}
    />
  );
}
