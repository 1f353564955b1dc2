import { Link } from 'react-router-dom';
import { SHORTLIST } from '../messages';
import { SavedSearchList } from '@/features/search';
import { paths } from '@/config/paths';
import type { ShortlistEntry } from '@/data/collections/shortlist';
import { ShortlistHeart } from '../ShortlistHeart';
import { useShortlist } from '../useShortlist';
import { ListSection } from '@/components/status/ListSection';

function entryPath(entry: ShortlistEntry): string {
  return entry.kind === 'room' ? paths.room(entry.title, entry.postId) : paths.roommate(entry.title, entry.postId);
}

function SavedRow({ entry }: { entry: ShortlistEntry }) {
  return (
    <li className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
          {entry.kind === 'room' ? SHORTLIST.roomKind : SHORTLIST.roommateKind}
        </p>
        <Link to={entryPath(entry)} className="block truncate text-lg font-bold text-slate-900 underline-offset-2 hover:underline dark:text-white">
          {entry.title}
        </Link>
      </div>
      <ShortlistHeart post={{ kind: entry.kind, postId: entry.postId, title: entry.title }} variant="inline" />
    </li>
  );
}

/** "Saved": the user's saved searches with their new-post counts, then the shortlist, live, newest first. */
export default function SavedTab() {
  return (
    <section aria-labelledby="saved-heading" className="space-y-8">
      <h2 id="saved-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
        {SHORTLIST.heading}
      </h2>
      <SavedSearchList />
      <SavedPosts />
    </section>
  );
}

function SavedPosts() {
  const shortlist = useShortlist();
  return (
    <ListSection
      id="saved-posts"
      heading={SHORTLIST.postsHeading}
      loading={!shortlist || shortlist.loading}
      failure={shortlist?.error ? SHORTLIST.loadFailed : null}
      empty={
        <>
          <p className="font-semibold text-slate-900 dark:text-white">{SHORTLIST.emptyTitle}</p>
          <p>{SHORTLIST.emptyBody}</p>
        </>
      }
      items={(shortlist?.entries ?? []).map((entry) => (
        <SavedRow key={entry.id} entry={entry} />
      ))}
    />
  );
}
