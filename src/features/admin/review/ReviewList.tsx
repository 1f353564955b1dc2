import { useCallback, useState } from 'react';
import { REVIEW } from '../messages';
import { useCursorPages } from '@/lib/useCursorPages';
import { ListStates } from '../components/ListStates';
import { ReviewRow, type ReviewMode } from './ReviewRow';
import type { ReviewKind } from './reviewKinds';

/** An admin marked the post "Looks fine" after its last change (an edit or a status change). */
function clearedSinceLastChange(post: { signalsClearedAt?: Date; lastActivity: Date | null }): boolean {
  return post.signalsClearedAt !== undefined && (post.lastActivity === null || post.signalsClearedAt.getTime() >= post.lastActivity.getTime());
}

export interface ReviewListProps<T> {
  kind: ReviewKind<T>;
  mode: ReviewMode;
}

/**
 * Pending: the queue of pending posts, oldest first, 10 a page. Flagged: live posts screened 10 a
 * page (newest first), listing those with at least one risk signal. Signals are computed only for
 * the posts of the pages loaded.
 */
export function ReviewList<T>({ kind, mode }: ReviewListProps<T>) {
  const pages = useCursorPages(mode === 'pending' ? kind.fetchPending : kind.fetchLive, kind.post.idOf);
  const [screened, setScreened] = useState<ReadonlyMap<string, number>>(new Map());
  const onScreened = useCallback((id: string, signals: number) => setScreened((previous) => new Map(previous).set(id, signals)), []);
  const { remove } = pages;
  const onDecided = useCallback((id: string) => remove(id), [remove]);

  // Flagged: a post an admin found fine stays out until it changes again.
  const items = mode === 'flagged' ? pages.items.filter((post) => !clearedSinceLastChange(kind.post.screened(post).post)) : pages.items;
  const checked = items.filter((post) => screened.has(kind.post.idOf(post)));
  const flagged = checked.filter((post) => (screened.get(kind.post.idOf(post)) ?? 0) > 0);
  const noneFlaggedYet = mode === 'flagged' && pages.items.length > 0 && checked.length === items.length && flagged.length === 0;

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700 dark:text-slate-300">{mode === 'pending' ? REVIEW.pendingIntro : REVIEW.flaggedIntro}</p>
      <ListStates paging={pages} empty={pages.items.length === 0} emptyText={mode === 'pending' ? REVIEW.pendingEmpty : REVIEW.flaggedNoneYet(0)}>
        {noneFlaggedYet ? <p className="py-4 text-center text-slate-700 dark:text-slate-300">{REVIEW.flaggedNoneYet(checked.length)}</p> : null}
        <ul aria-label={`${mode === 'pending' ? REVIEW.pendingView : REVIEW.flaggedView}: ${kind.post.label}`} className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white empty:hidden dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
          {items.map((post) => (
            <ReviewRow key={kind.post.idOf(post)} kind={kind} post={post} mode={mode} onDecided={onDecided} onScreened={onScreened} />
          ))}
        </ul>
      </ListStates>
    </div>
  );
}
