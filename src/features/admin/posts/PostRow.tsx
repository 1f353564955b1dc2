import { InactiveBadge } from '@/components/post/PostBadges';
import { Button } from '@/components/ui/Button';
import { ActivityStampText } from '../components/ActivityStampText';
import type { PostSummary } from './postKinds';

export interface PostRowProps {
  summary: PostSummary;
  onOpen: () => void;
  onDelete: () => void;
}

export function PostRow({ summary, onOpen, onDelete }: PostRowProps) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 gap-3">
        <div className="h-14 w-16 shrink-0 overflow-hidden rounded-lg bg-slate-200 dark:bg-slate-800">
          {summary.image ? <img src={summary.image} alt="" width={64} height={56} loading="lazy" decoding="async" className="h-full w-full object-cover" /> : null}
        </div>
        <div className="min-w-0 space-y-0.5">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold break-words text-slate-900 dark:text-white">{summary.title}</span>
            {summary.inactiveLabel ? <InactiveBadge label={summary.inactiveLabel} /> : null}
          </p>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {summary.subtitle} · by {summary.owner || 'Unknown User'}
          </p>
          <ActivityStampText kind="post" createdAt={summary.createdAt} lastActivity={summary.lastActivity} />
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="secondary" onClick={onOpen}>
          View / Edit<span className="sr-only">: {summary.title}</span>
        </Button>
        <Button variant="danger" onClick={onDelete}>
          Delete<span className="sr-only">: {summary.title}</span>
        </Button>
      </div>
    </li>
  );
}
