import { Suspense, lazy } from 'react';
import { useNavigate } from 'react-router-dom';
import { MessagesButton } from '@/components/header/MessagesButton';
import { paths } from '@/config/paths';
import { useAuthDialogs } from '@/features/auth';
import { useSession } from '@/session/useSession';
import { useTapAfterRestore } from '@/session/useTapAfterRestore';

// Signed-in header parts (live unread count, avatar menu) load only for signed-in visitors.
const SignedInAccount = lazy(() => import('./SignedInAccount'));

const avatarPlaceholder = <span aria-hidden="true" className="h-11 w-11 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800" />;

/** The account end of the header: messages and "Login / Register", or the signed-in parts. */
export function HeaderAccount() {
  const { status, ensureAuthStarted } = useSession();
  const { openDialog } = useAuthDialogs();
  const navigate = useNavigate();
  const logIn = () => {
    ensureAuthStarted();
    openDialog('auth');
  };
  const openMessages = useTapAfterRestore(() => {
    if (status === 'signed-in') navigate(paths.tab('messages'));
    else logIn();
  });

  if (status === 'signed-in') {
    return (
      <Suspense fallback={avatarPlaceholder}>
        <SignedInAccount />
      </Suspense>
    );
  }
  return (
    <>
      <MessagesButton count={0} onClick={openMessages} />
      {status === 'loading' ? (
        avatarPlaceholder
      ) : (
        <button
          type="button"
          onClick={logIn}
          className="min-h-11 rounded-lg bg-orange-700 px-2.5 text-sm font-semibold whitespace-nowrap text-white hover:bg-orange-800 sm:px-3"
        >
          Login / Register
        </button>
      )}
    </>
  );
}
