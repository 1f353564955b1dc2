/** users/{uid}/saved_searches: named Browse filters with a "new since last visit" mark, private to the user. */
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@/config/constants';
import type { PostKind } from '@/data/collections/posts';
import { toSavedSearch, type SavedSearch } from '@/data/collections/savedSearches';
import { fsPaths, writer } from '../transport/db';
import { subscribeQuery, type Unsubscribe } from '../transport/live';
import type { QuerySpec } from '../transport/query';

export function mySavedSearchesQuery(uid: string): QuerySpec {
  return { path: fsPaths.savedSearches(uid), orderBy: [{ field: 'createdAt', direction: 'desc' }] };
}

export function subscribeSavedSearches(uid: string, onNext: (items: SavedSearch[]) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeQuery(mySavedSearchesQuery(uid), toSavedSearch, onNext, onError);
}

export interface NewSavedSearch {
  name: string;
  kind: PostKind;
  query: string;
}

/** Saves the filters; "new" posts are counted from now on. */
export async function createSavedSearch(uid: string, search: NewSavedSearch): Promise<string> {
  const { sdk, db } = await writer();
  const ref = sdk.doc(sdk.collection(db, fsPaths.savedSearches(uid)));
  await sdk.setDoc(ref, {
    name: search.name.trim().slice(0, SAVED_SEARCH_NAME_MAX_LENGTH),
    kind: search.kind,
    query: search.query,
    createdAt: sdk.serverTimestamp(),
    lastVisitedAt: sdk.serverTimestamp(),
  });
  return ref.id;
}

/** Opening a saved search resets its "new" count. */
export async function markSavedSearchVisited(uid: string, id: string): Promise<void> {
  const { sdk, db } = await writer();
  await sdk.updateDoc(sdk.doc(db, fsPaths.savedSearch(uid, id)), { lastVisitedAt: sdk.serverTimestamp() });
}

export async function deleteSavedSearch(uid: string, id: string): Promise<void> {
  const { sdk, db } = await writer();
  await sdk.deleteDoc(sdk.doc(db, fsPaths.savedSearch(uid, id)));
}
