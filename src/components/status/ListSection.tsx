import type { ReactNode } from 'react';
import { LoadingScreen } from './LoadingScreen';
import { EmptyState, LoadError } from './Notices';

export interface ListSectionProps {
  /** Prefix of the heading's id, which names the section. */
  id: string;
  /** The h3 heading; it also names the list. */
  heading: string;
  loading: boolean;
  /** The load failure to show, or null. */
  failure: string | null;
  /** Shown when loaded with no items. */
  empty: ReactNode;
  /** The list's `<li>` items. */
  items: ReactNode[];
}

/** A titled section over a live list: loading, failed, empty, or the items. */
export function ListSection({ id, heading, loading, failure, empty, items }: ListSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-xl font-bold text-slate-900 dark:text-white">
        {heading}
      </h3>
      {loading ? (
        <LoadingScreen />
      ) : failure ? (
        <LoadError>{failure}</LoadError>
      ) : items.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <ul aria-label={heading} className="space-y-3">
          {items}
        </ul>
      )}
    </section>
  );
}
