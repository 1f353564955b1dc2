/** users/{uid}/shortlist: the posts a user has saved ("Saved" view, hearts), private to them. */
import { SHORTLIST_TITLE_MAX_LENGTH } from '@/config/constants';
import type { ShortlistEntry, ShortlistKind } from '@/types/domain';
import { toShortlistEntry } from '../converters';
import { fsPaths, writer } from '../db';
import { subscribeQuery, type Unsubscribe } from '../live';
import type { QuerySpec } from '../query';

/** One entry per post: the id is `{kind}_{postId}`, so saving twice cannot duplicate it. */
export function shortlistEntryId(kind: ShortlistKind, postId: string): string {
  return `${kind}_${postId}`;
}

export function myShortlistQuery(uid: string): QuerySpec {
  return { path: fsPaths.shortlist(uid), orderBy: [{ field: 'savedAt', direction: 'desc' }] };
}

export function subscribeShortlist(uid: string, onNext: (items: ShortlistEntry[]) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeQuery(myShortlistQuery(uid), toShortlistEntry, onNext, onError);
}

export interface ShortlistPost {
  kind: ShortlistKind;
  postId: string;
  title: string;
}

export async function saveToShortlist(uid: string, post: ShortlistPost): Promise<void> {
  const { sdk, db } = await writer();
  await sdk.setDoc(sdk.doc(db, fsPaths.shortlistEntry(uid, shortlistEntryId(post.kind, post.postId))), {
    kind: post.kind,
    postId: post.postId,
    title: post.title.trim().slice(0, SHORTLIST_TITLE_MAX_LENGTH) || 'Untitled',
    savedAt: sdk.serverTimestamp(),
  });
}

export async function removeFromShortlist(uid: string, kind: ShortlistKind, postId: string): Promise<void> {
  const { sdk, db } = await writer();
  await sdk.deleteDoc(sdk.doc(db, fsPaths.shortlistEntry(uid, shortlistEntryId(kind, postId))));
}
