import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { toast } from '@/components/ui/toast';
import { REVIEW } from '../messages';
import { approvePost, clearPostSignals, rejectPost } from '@/data';
import type { RejectionReason } from '@/data/collections/posts';
import { PostSummaryBlock } from '../components/PostSummaryBlock';
import { useBusyAction } from '../hooks/useBusyAction';
import { SignalList } from './PostSignals';
import { RejectForm } from './RejectForm';
import type { ReviewKind } from './reviewKinds';
import { usePostSignals } from './usePostSignals';

export type ReviewMode = 'pending' | 'flagged';

export interface ReviewRowProps<T> {
  kind: ReviewKind<T>;
  post: T;
  mode: ReviewMode;
  /** The post left this list (approved, rejected, or cleared as fine). */
  onDecided: (id: string) => void;
  /** Reports how many signals the post has once they are known (the Flagged view counts them). */
  onScreened: (id: string, signals: number) => void;
}

/**
 * One post in the Review tab: its summary, its risk signals with their evidence, and the
 * decision (Approve for pending posts, "Looks fine" for flagged live ones; Reject with a reason in
 * both views). In the Flagged view a post without signals is not shown.
 */
export function ReviewRow<T>({ kind, post, mode, onDecided, onScreened }: ReviewRowProps<T>) {
  const id = kind.post.idOf(post);
  const summary = kind.post.summarize(post);
  const signals = usePostSignals(kind.post.screened(post));
  const action = useBusyAction();
  const [rejecting, setRejecting] = useState(false);
  const signalCount = signals.state === 'ready' ? signals.signals.length : null;

  useEffect(() => {
    if (signalCount !== null) onScreened(id, signalCount);
  }, [id, signalCount, onScreened]);

  if (mode === 'flagged' && signalCount === 0) return null;

  const decide = async (write: () => Promise<void>, success: string) => {
    if (await action.run(write, REVIEW.actionFailed)) {
      toast.success(success);
      onDecided(id);
    }
  };
  const approve = () => decide(() => approvePost(kind.collection, id), REVIEW.approved);
  const reject = (reason: RejectionReason) => decide(() => rejectPost(kind.collection, id, reason), REVIEW.rejected);
  const looksFine = () => decide(() => clearPostSignals(kind.collection, id), REVIEW.cleared);

  return (
    <li aria-label={summary.title} className="space-y-3 p-4">
      <PostSummaryBlock
        summary={summary}
        title={
          <a href={kind.post.publicHref(post)} target="_blank" rel="noopener" className="font-semibold break-words text-slate-900 underline dark:text-white">
            {summary.title}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        }
      />
      <SignalList signals={signals} onRetry={signals.retry} />
      {action.error ? (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {action.error}
        </p>
      ) : null}
      {rejecting ? (
        <RejectForm title={summary.title} busy={action.busy} onReject={(reason) => void reject(reason)} onCancel={() => setRejecting(false)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          {mode === 'pending' ? (
            <Button variant="success" onClick={() => void approve()} disabled={action.busy}>
              {REVIEW.approve}
              <span className="sr-only">: {summary.title}</span>
            </Button>
          ) : (
            <Button variant="success" onClick={() => void looksFine()} disabled={action.busy}>
              {REVIEW.looksFine}
              <span className="sr-only">: {summary.title}</span>
            </Button>
          )}
          <Button variant="danger-outline" onClick={() => setRejecting(true)} disabled={action.busy}>
            {REVIEW.reject}
            <span className="sr-only">: {summary.title}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
