import { POST_MODERATION } from '@/config/postMessages';
import type { ModerationStatus, RejectionReason } from '@/data/collections/posts';

const WHY: Record<ModerationStatus, string> = {
  pending: POST_MODERATION.onlyYouPending,
  rejected: POST_MODERATION.onlyYouRejected,
  hidden: POST_MODERATION.onlyYouHidden,
};

/** On the owner's own post page while moderators hold it: nobody else sees this page, and why. */
export function OwnerOnlyNotice({ moderation, rejectionReason }: { moderation: ModerationStatus; rejectionReason?: RejectionReason }) {
  return (
    <div role="note" className="space-y-1 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <p className="text-base font-bold">{POST_MODERATION.onlyYouTitle}</p>
      <p>{WHY[moderation]}</p>
      {moderation === 'rejected' && rejectionReason ? <p>{POST_MODERATION.rejectedReason(rejectionReason)}</p> : null}
    </div>
  );
}
