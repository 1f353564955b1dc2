import { POST_MODERATION } from '@/config/postMessages';
import type { ModerationStatus, RejectionReason } from '@/data/collections/posts';

/** The id of the "Verify your account" panel on My Listings / My Profile (the pending notice links to it). */
export const VERIFY_PANEL_ID = 'verify-account';

export interface ModerationNoticeProps {
  moderation: ModerationStatus;
  rejectionReason?: RejectionReason;
  /** The owner's token has a verified phone now (their next posts skip the review). */
  phoneVerified: boolean;
}

/**
 * What an owner sees on their own post in a moderator's status: "Waiting for review" with why and
 * how to skip the wait next time (verify the phone), the admin's reason for a rejection, or the
 * hidden note.
 */
export function ModerationNotice({ moderation, rejectionReason, phoneVerified }: ModerationNoticeProps) {
  if (moderation === 'pending') {
    return (
      <div role="status" className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
        <p className="font-bold">{POST_MODERATION.waitingTitle}</p>
        {phoneVerified ? (
          <>
            <p>{POST_MODERATION.pendingVerifiedNow}</p>
            <p>{POST_MODERATION.keptForModerators}</p>
          </>
        ) : (
          <>
            <p>{POST_MODERATION.pendingWhy}</p>
            <p>
              {POST_MODERATION.pendingSkip}{' '}
              <a href={`#${VERIFY_PANEL_ID}`} className="font-semibold underline">
                {POST_MODERATION.verifyPhoneLink}
              </a>
            </p>
          </>
        )}
      </div>
    );
  }
  if (moderation === 'rejected') {
    return (
      <div className="space-y-1 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
        <p className="font-bold">{POST_MODERATION.rejectedTitle}</p>
        {rejectionReason ? <p>{POST_MODERATION.rejectedReason(rejectionReason)}</p> : null}
        <p>{POST_MODERATION.keptForModerators}</p>
      </div>
    );
  }
  return (
    <div className="space-y-1 text-sm">
      <p className="font-semibold text-red-800 dark:text-red-300">{POST_MODERATION.hidden}</p>
      <p className="text-slate-700 dark:text-slate-300">{POST_MODERATION.hiddenLocked}</p>
      <p className="text-slate-700 dark:text-slate-300">{POST_MODERATION.keptForModerators}</p>
    </div>
  );
}
