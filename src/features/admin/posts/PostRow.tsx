import { InactiveBadge } from '@/components/post/PostBadges';
import { Button } from '@/components/ui/Button';
import { PostSummaryBlock } from '../components/PostSummaryBlock';
import type { PostSummary } from './postKinds';

export interface PostRowProps {
  summary: PostSummary;
  onOpen: () => void;
  onDelete: () => void;
}

export function PostRow({ summary, onOpen, onDelete }: PostRowProps) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <PostSummaryBlock
        summary={summary}
        title={
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold break-words text-slate-900 dark:text-white">{summary.title}</span>
            {summary.inactiveLabel ? <InactiveBadge label={summary.inactiveLabel} /> : null}
          </p>
        }
      />
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
