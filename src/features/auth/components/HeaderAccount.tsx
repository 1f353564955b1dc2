import { useNavigate } from 'react-router-dom';
import { UnreadBadge, unreadBadgeText } from '@/components/header/UnreadBadge';
import { paths } from '@/config/paths';
import { useAuthDialogs } from '../dialogs/useAuthDialogs';
import { useSession } from '../session/useSession';
import { AccountMenu } from './AccountMenu';

const iconButton =
  'relative inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

/** The account end of the header: messages (with unread badge) and login or the avatar menu. */
export function HeaderAccount({ unreadCount }: { unreadCount: number }) {
  const { status, ensureAuthStarted } = useSession();
  const { openDialog } = useAuthDialogs();
  const navigate = useNavigate();

  const openMessages = () => {
    if (status === 'signed-in') navigate(paths.tab('messages'));
    else {
      ensureAuthStarted();
      openDialog('auth');
    }
  };

  return (
    <>
      <button type="button" onClick={openMessages} className={iconButton} aria-label={unreadCount > 0 ? `Messages, ${unreadBadgeText(unreadCount) ?? ''} unread` : 'Messages'}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
        </svg>
        <UnreadBadge count={unreadCount} />
      </button>
      {status === 'signed-in' ? (
        <AccountMenu />
      ) : status === 'loading' ? (
        <span aria-hidden="true" className="h-11 w-11 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800" />
      ) : (
        <button
          type="button"
          onClick={() => {
            ensureAuthStarted();
            openDialog('auth');
          }}
          className="min-h-11 rounded-lg bg-orange-700 px-2.5 text-sm font-semibold whitespace-nowrap text-white hover:bg-orange-800 sm:px-3"
        >
          Login / Register
        </button>
      )}
    </>
  );
}
