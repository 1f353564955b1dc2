import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { SAVED_SEARCHES } from './messages';
import { deleteSavedSearch, markSavedSearchVisited } from '@/data';
import type { SavedSearch } from '@/data/collections/savedSearches';
import { savedSearchLabels, savedSearchPath } from './savedSearchKinds';
import { useNewPostCount, type NewPostCountState } from './useNewPostCount';

function countText(state: NewPostCountState): string {
  if (state.status === 'loading') return SAVED_SEARCHES.checking;
  if (state.status === 'error') return SAVED_SEARCHES.countFailed;
  return SAVED_SEARCHES.newCount(state.count, state.more);
}

/** One saved search: its name (opens Browse with its filters), what it filters, and how many posts are new. */
export function SavedSearchRow({ uid, search }: { uid: string; search: SavedSearch }) {
  const count = useNewPostCount(search);
  const [deleting, setDeleting] = useState(false);
  const hasNew = count.status === 'ready' && count.count > 0;

  const open = () => {
    markSavedSearchVisited(uid, search.id).catch((cause: unknown) => console.error('Marking the saved search visited failed', cause));
  };
  const remove = async () => {
    setDeleting(true);
    try {
      await deleteSavedSearch(uid, search.id);
    } catch (cause) {
      console.error('Deleting the saved search failed', cause);
      toast.error(SAVED_SEARCHES.deleteFailed);
      setDeleting(false);
    }
  };

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <div className="min-w-0 space-y-1">
        <Link
          to={savedSearchPath(search)}
          onClick={open}
          aria-label={SAVED_SEARCHES.open(search.name)}
          className="block truncate text-lg font-bold text-slate-900 underline-offset-2 hover:underline dark:text-white"
        >
          {search.name}
        </Link>
        <p className="text-sm text-slate-700 dark:text-slate-300">{savedSearchLabels(search).join(' · ')}</p>
        <p
          className={`text-sm font-semibold ${hasNew ? 'text-green-800 dark:text-green-300' : 'text-slate-600 dark:text-slate-400'}`}
          data-testid="new-post-count"
        >
          {countText(count)}
        </p>
      </div>
      <button
        type="button"
        onClick={() => void remove()}
        disabled={deleting}
        aria-label={SAVED_SEARCHES.delete(search.name)}
        className="min-h-11 rounded-lg px-3 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60 dark:text-red-300 dark:hover:bg-red-950"
      >
        Delete
      </button>
    </li>
  );
}
