/**
 * users/{uid}/shortlist: the posts a user has saved ("Saved" view, hearts), private to them.
 * The app-wide shortlist provider imports this on every page, so it stays small: the queries,
 * converter and writes (`./shortlistStore`) load on first use, which only signed-in users reach.
 */
import type { ShortlistEntry, ShortlistKind } from '@/data/collections/shortlist';
import { afterLoading, type Unsubscribe } from '../transport/deferred';
import type { ShortlistPost } from './shortlistEntry';

const store = () => import('./shortlistStore');

export { shortlistEntryId, type ShortlistPost } from './shortlistEntry';

export function subscribeShortlist(uid: string, onNext: (items: ShortlistEntry[]) => void, onError: (error: Error) => void): Unsubscribe {
  return afterLoading(store, (loaded) => loaded.subscribeShortlist(uid, onNext, onError), onError);
}

export async function saveToShortlist(uid: string, post: ShortlistPost): Promise<void> {
  await (await store()).saveToShortlist(uid, post);
}

export async function removeFromShortlist(uid: string, kind: ShortlistKind, postId: string): Promise<void> {
  await (await store()).removeFromShortlist(uid, kind, postId);
}
