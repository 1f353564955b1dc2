import { Suspense, lazy } from 'react';
import { useSession } from '@/session/useSession';
import { useAuthDialogs } from './useAuthDialogs';

// Both load only when needed (a modal opens, someone signs in), keeping them and the profile
// code they use out of every page's first load.
const AuthModals = lazy(() => import('./AuthModals'));
const PostSignInFlow = lazy(() => import('./PostSignInFlow'));

/** The lazily loaded account modals and post-sign-in flow (role picker, forced roles, pending chat). */
export function AuthDialogs() {
  const { status } = useSession();
  const { dialog } = useAuthDialogs();
  return (
    <Suspense fallback={null}>
      {/* Mounted while the account modal is open too, so it is ready when the sign-in lands:
          loaded only afterwards, it would miss a guest's pending chat (ChatGate clears it). */}
      {status === 'signed-in' || dialog !== 'none' ? <PostSignInFlow /> : null}
      {dialog === 'none' ? null : <AuthModals />}
    </Suspense>
  );
}
