import { useNavigate } from 'react-router-dom';
import { MessagesButton } from '@/components/header/MessagesButton';
import { paths } from '@/config/paths';
import { AccountMenu } from '@/features/auth';
import { useUnreadTotal } from '@/features/chat';

/** Messages with the live unread badge, and the avatar menu. */
export default function SignedInAccount() {
  const unread = useUnreadTotal();
  const navigate = useNavigate();
  return (
    <>
      <MessagesButton count={unread} onClick={() => navigate(paths.tab('messages'))} />
      <AccountMenu />
    </>
  );
}
