import type { ReactNode } from 'react';
import { LoadMoreButton } from '@/components/ui/LoadMoreButton';
import { inputClass } from '@/components/form/TextField';
import { MESSAGES } from '@/config/messages';
import type { PagedPosts } from './usePagedPosts';
import { EmptyState, LoadError } from '@/components/status/Notices';

/** The box that narrows the loaded cards by their words ("title, area, city..."). */
export interface BrowseGridSearch {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

export interface BrowseGridProps {
  heading: string;
  /** Absent where the list has a search of its own (a place search). */
  search?: BrowseGridSearch;
  /** The paging state from usePagedPosts (loading, error, retry, Load More). */
  paging: Pick<PagedPosts<unknown>, 'loading' | 'error' | 'reload' | 'hasMore' | 'loadingMore' | 'loadMore'>;
  /** Rendered cards; an empty list shows "No posts found.". */
  cards: ReactNode[];
  /** Heading level of the section title (h1 on the home page, h2 inside tabs). */
  headingLevel?: 1 | 2;
  /** Filters bar under the heading. */
  toolbar?: ReactNode;
  /** Shown under "No posts found." (e.g. a hint to remove a filter). */
  emptyHint?: string;
  /** A one-tap way out of an empty result (e.g. a larger distance). */
  emptyAction?: ReactNode;
  /** Shown instead of the card grid when there are posts (e.g. the rooms map). */
  results?: ReactNode;
  /** Shown while the first page loads, instead of the skeleton cards. */
  loadingState?: ReactNode;
}

/** Search box, a 1/2/3-column card grid, loading skeletons, empty and error states, and Load More. */
export function BrowseGrid(props: BrowseGridProps) {
  const Heading = props.headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby="browse-heading" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <Heading id="browse-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
          {props.heading}
        </Heading>
        {props.search ? <CardSearch {...props.search} /> : null}
      </div>
      {props.toolbar}
      {props.paging.loading ? (
        (props.loadingState ?? (
          <ul aria-label="Loading posts" className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index} className="aspect-[4/5] animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800" />
            ))}
          </ul>
        ))
      ) : props.paging.error && props.cards.length === 0 ? (
        <LoadError onRetry={props.paging.reload}>{MESSAGES.loadPostsFailed}</LoadError>
      ) : props.cards.length === 0 ? (
        <EmptyState>
          {MESSAGES.noPosts}
          {props.emptyHint ? <span className="mt-1 block text-sm">{props.emptyHint}</span> : null}
          {props.emptyAction ? <span className="mt-3 block">{props.emptyAction}</span> : null}
        </EmptyState>
      ) : (
        (props.results ?? <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">{props.cards}</ul>)
      )}
      {!props.paging.loading && props.paging.hasMore ? (
        <LoadMoreButton loadingMore={props.paging.loadingMore} onLoadMore={props.paging.loadMore} />
      ) : null}
    </section>
  );
}

function CardSearch({ label, placeholder, value, onChange }: BrowseGridSearch) {
  return (
    <div className="w-full sm:max-w-xs">
      <label htmlFor="browse-search" className="sr-only">
        {label}
      </label>
      <input id="browse-search" type="search" placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} className={inputClass} />
    </div>
  );
}
