import type { ReactNode } from 'react';
import type { PostSummary } from '../posts/postKinds';
import { ActivityStampText } from './ActivityStampText';

/** A post in an admin list: its thumbnail, its title line (`title`), who posted it and when. */
export function PostSummaryBlock({ summary, title }: { summary: PostSummary; title: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-1 gap-3">
      <div className="h-14 w-16 shrink-0 overflow-hidden rounded-lg bg-slate-200 dark:bg-slate-800">
        {summary.image ? <img src={summary.image} alt="" width={64} height={56} loading="lazy" decoding="async" className="h-full w-full object-cover" /> : null}
      </div>
      <div className="min-w-0 space-y-0.5">
        {title}
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {summary.subtitle} · by {summary.owner || 'Unknown User'}
        </p>
        <ActivityStampText kind="post" createdAt={summary.createdAt} lastActivity={summary.lastActivity} />
      </div>
    </div>
  );
}
