/** users/{uid}/shortlist/{kind_postId}: the posts a user saved, private to the user. */
import { oneOf, str, toDate, type AppRoot, type RawDoc } from './documents';
import { POST_KINDS, type PostKind } from './posts';

/** The kinds of post a user can shortlist. */
export const SHORTLIST_KINDS = POST_KINDS;
export type ShortlistKind = PostKind;

export interface ShortlistEntry {
  id: string;
  kind: ShortlistKind;
  postId: string;
  /** The card title when saved (a listing's title, a roommate's name), for the Saved view. */
  title: string;
  savedAt: Date | null;
}

export const shortlistPaths = ({ root }: AppRoot) => ({
  shortlist: (uid: string) => `${root}/users/${uid}/shortlist`,
  shortlistEntry: (uid: string, id: string) => `${root}/users/${uid}/shortlist/${id}`,
});

export function toShortlistEntry({ id, data }: RawDoc): ShortlistEntry {
  return {
    id,
    kind: oneOf(SHORTLIST_KINDS, data.kind, 'room'),
    postId: str(data, 'postId'),
    title: str(data, 'title'),
    savedAt: toDate(data.savedAt),
  };
}
