import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { ADMIN_LABELS } from '../messages';
import { EmptyState } from '@/components/status/Notices';

export interface ListStatesProps {
  loading: boolean;
  error: boolean;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
  /** Shown under the list when there are more pages (hidden otherwise). */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  children: ReactNode;
}

/** Loading, error (with retry), empty and "Load More" around an admin list. */
export function ListStates({ loading, error, empty, emptyText, onRetry, hasMore = false, loadingMore = false, onLoadMore, children }: ListStatesProps) {
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
        <div role="alert" className="mb-3 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
          <p>{ADMIN_LABELS.listFailed}</p>
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : null}
      {empty && !error ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        children
      )}
      {hasMore && onLoadMore ? (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Load More'}
          </Button>
        </div>
      ) : null}
    </>
  );
}
