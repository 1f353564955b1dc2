import { useNavigate } from 'react-router-dom';
import { MessagesButton } from '@/components/header/MessagesButton';
import { paths } from '@/config/paths';
import { useRecordActiveDay } from '@/features/activity';
import { AccountMenu } from '@/features/auth';
import { useUnreadAlerts, useUnreadTotal } from '@/features/chat';
import { useMailUserSync } from '@/features/notifications';
import { useSession } from '@/session/useSession';

/**
 * Messages with the live unread badge, and the avatar menu; the unread title, app badge and
 * notifications; today's activity; keeps the address for email notifications in step.
 */
export default function SignedInAccount() {
  const unread = useUnreadTotal();
  useMailUserSync();
  const navigate = useNavigate();
  const { user } = useSession();
  useUnreadAlerts(user?.uid ?? '', unread);
  useRecordActiveDay();
  return (
    <>
      <MessagesButton count={unread} onClick={() => navigate(paths.tab('messages'))} />
      <AccountMenu />
    </>
  );
}
