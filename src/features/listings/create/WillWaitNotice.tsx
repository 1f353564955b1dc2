import { POST_MODERATION } from '@/config/postMessages';
import { paths } from '@/config/paths';
import { Link } from 'react-router-dom';
import { VERIFY_PANEL_ID } from '@/components/post/ModerationNotice';

/** Before an owner without a verified phone submits: the post will wait for a moderator. */
export function WillWaitNotice() {
  return (
    <div role="note" className="space-y-1 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <p className="text-base font-bold">{POST_MODERATION.willWaitTitle}</p>
      <p>{POST_MODERATION.willWaitBody}</p>
      <p>
        <Link to={`${paths.tab('my-listings')}#${VERIFY_PANEL_ID}`} className="font-semibold underline">
          {POST_MODERATION.verifyPhoneLink}
        </Link>
      </p>
    </div>
  );
}
