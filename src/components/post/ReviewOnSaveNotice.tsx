import { POST_MODERATION } from '@/config/postMessages';
import type { ModerationStatus } from '@/data/collections/posts';

export interface ReviewOnSaveNoticeProps {
  /** 'listing' or 'profile': the post being edited, as the notice names it. */
  post: string;
  /** The post's moderator status, if any (undefined: live). */
  moderation: ModerationStatus | undefined;
  phoneVerified: boolean;
}

/** Whether saving an edit of this post sends it back to review (firestore.rules isRescreenedEdit). */
export function sendsEditToReview(moderation: ModerationStatus | undefined, phoneVerified: boolean): boolean {
  return !phoneVerified && moderation === undefined;
}

/** Told before saving: an unverified owner's edit of a live post goes back to review. */
export function ReviewOnSaveNotice({ post, moderation, phoneVerified }: ReviewOnSaveNoticeProps) {
  if (!sendsEditToReview(moderation, phoneVerified)) return null;
  return (
    <div role="note" className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <p className="font-bold">{POST_MODERATION.reviewOnSaveTitle}</p>
      <p>{POST_MODERATION.reviewOnSave(post)}</p>
    </div>
  );
}
