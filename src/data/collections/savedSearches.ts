/** users/{uid}/saved_searches/{id}: a named set of Browse filters, private to the user. */
import { oneOf, str, toDate, type AppRoot, type RawDoc } from './documents';
import { POST_KINDS, type PostKind } from './posts';

export interface SavedSearch {
  id: string;
  name: string;
  /** Rooms (seekers' Browse Rooms) or roommates (owners' Browse Roommates). */
  kind: PostKind;
  /** The filters as URL search params, e.g. "maxRent=900&type=Double". */
  query: string;
  createdAt: Date | null;
  /** When the user last opened it; posts created after this count as new. */
  lastVisitedAt: Date | null;
}

export const savedSearchPaths = ({ root }: AppRoot) => ({
  savedSearches: (uid: string) => `${root}/users/${uid}/saved_searches`,
  savedSearch: (uid: string, id: string) => `${root}/users/${uid}/saved_searches/${id}`,
});

export function toSavedSearch({ id, data }: RawDoc): SavedSearch {
  return {
    id,
    name: str(data, 'name'),
    kind: oneOf(POST_KINDS, data.kind, 'room'),
    query: str(data, 'query'),
    createdAt: toDate(data.createdAt),
    lastVisitedAt: toDate(data.lastVisitedAt),
  };
}
