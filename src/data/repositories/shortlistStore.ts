/** The shortlist's queries and writes, loaded on first use by `./shortlist`. */
import { SHORTLIST_TITLE_MAX_LENGTH } from '@/config/constants';
import { toShortlistEntry, type ShortlistEntry, type ShortlistKind } from '@/data/collections/shortlist';
import { fsPaths, writer } from '../transport/db';
import { subscribeQuery, type Unsubscribe } from '../transport/live';
import type { QuerySpec } from '../transport/query';
import { shortlistEntryId, type ShortlistPost } from './shortlistEntry';

export function myShortlistQuery(uid: string): QuerySpec {
  return { path: fsPaths.shortlist(uid), orderBy: [{ field: 'savedAt', direction: 'desc' }] };
}

export function subscribeShortlist(uid: string, onNext: (items: ShortlistEntry[]) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeQuery(myShortlistQuery(uid), toShortlistEntry, onNext, onError);
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
