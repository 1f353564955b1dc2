import { useNavigate } from 'react-router-dom';
import { MessagesButton } from '@/components/header/MessagesButton';
import { paths } from '@/config/paths';
import { AccountMenu } from '@/features/auth';
import { useUnreadTotal } from '@/features/chat';
import { useMailUserSync } from '@/features/notifications';

/** Messages with the live unread badge, and the avatar menu; keeps the address for email notifications in step. */
export default function SignedInAccount() {
  const unread = useUnreadTotal();
  useMailUserSync();
  const navigate = useNavigate();
  return (
    <>
      <MessagesButton count={unread} onClick={() => navigate(paths.tab('messages'))} />
      <AccountMenu />
    </>
  );
}
