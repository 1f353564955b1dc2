import { ConversationsSection } from '../conversations/ConversationsSection';
import { PostsSection } from '../posts/PostsSection';
import { CountsTable } from './CountsTable';
import { useDashboardCounts } from './useDashboardCounts';

/** Counts first, then the posts and conversations lists (with jump links for small screens). */
export function OverviewTab() {
  const { counts, loading, error, reload, recount, recountState } = useDashboardCounts();
  return (
    <div className="space-y-10">
      <CountsTable counts={counts} loading={loading} error={error} onRefresh={reload} recountState={recountState} onRecount={recount} />
      <nav aria-label="On this tab" className="flex flex-wrap gap-4 text-sm font-semibold">
        <a href="#admin-posts" className="text-orange-800 underline dark:text-orange-300">
          Jump to posts
        </a>
        <a href="#admin-conversations" className="text-orange-800 underline dark:text-orange-300">
          Jump to conversations
        </a>
      </nav>
      <PostsSection onChanged={reload} />
      <ConversationsSection />
    </div>
  );
}
