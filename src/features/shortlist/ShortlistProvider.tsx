import { useCallback, useMemo, type ReactNode } from 'react';
import { removeFromShortlist, saveToShortlist, shortlistEntryId, subscribeShortlist, type ShortlistPost } from '@/data';
import { useSession } from '@/session/useSession';
import { useSubscription } from '@/lib/useSubscription';
import type { ShortlistEntry, ShortlistKind } from '@/data/collections/shortlist';
import { ShortlistContext, type ShortlistValue } from './ShortlistContext';

const NO_ENTRIES: ShortlistEntry[] = [];

/** One live listener on the user's shortlist, shared by every heart and the Saved view. */
export function ShortlistProvider({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const uid = status === 'signed-in' ? (user?.uid ?? null) : null;
  const ready = status !== 'loading';
  const { value, loading, error } = useSubscription<ShortlistEntry[]>(uid, (next, fail) => subscribeShortlist(uid ?? '', next, fail), 'Shortlist');
  const entries = value ?? NO_ENTRIES;
  const saved = useMemo(() => new Set(entries.map((entry) => entry.id)), [entries]);
  const isSaved = useCallback((kind: ShortlistKind, postId: string) => saved.has(shortlistEntryId(kind, postId)), [saved]);
  const toggle = useCallback(
    async (post: ShortlistPost) => {
      if (!uid) throw new Error('Sign in to save posts.');
      if (saved.has(shortlistEntryId(post.kind, post.postId))) await removeFromShortlist(uid, post.kind, post.postId);
      else await saveToShortlist(uid, post);
    },
    [uid, saved],
  );
  const context = useMemo<ShortlistValue>(() => ({ uid, ready, entries, loading, error, isSaved, toggle }), [uid, ready, entries, loading, error, isSaved, toggle]);
  return <ShortlistContext.Provider value={context}>{children}</ShortlistContext.Provider>;
}
