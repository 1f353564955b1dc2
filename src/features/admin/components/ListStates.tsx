import type { ReactNode } from 'react';
import { EmptyState, LoadError } from '@/components/status/Notices';
import { LoadMoreButton } from '@/components/ui/LoadMoreButton';
import type { PagingState } from '@/lib/useCursorPages';
import { ADMIN_LABELS } from '../messages';

export interface ListStatesProps {
  /** The list's paging: loading, error and retry, and "Load More" under the list while there are more pages. */
  paging: PagingState;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}

/** Loading, error (with retry), empty and "Load More" around an admin list. */
export function ListStates({ paging, empty, emptyText, children }: ListStatesProps) {
  const { loading, error, hasMore, loadingMore, loadMore, reload } = paging;
  if (loading) {
    return (
      <p role="status" className="py-6 text-center text-slate-600 dark:text-slate-300">
        Loading...
      </p>
    );
  }
  return (
    <>
      {error ? (
        <div className="mb-3">
          <LoadError onRetry={reload}>{ADMIN_LABELS.listFailed}</LoadError>
        </div>
      ) : null}
      {empty && !error ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        children
      )}
      {hasMore ? (
        <LoadMoreButton loadingMore={loadingMore} onLoadMore={loadMore} className="mt-4" />
      ) : null}
    </>
  );
}
