import { useEffect, useRef } from 'react';
import { TARGET_ROLE } from '../hooks/useNavigationTarget';
import { useRoleSwitch } from '../hooks/useRoleSwitch';
import { useSession } from '@/session/useSession';
import { useAuthDialogs } from './useAuthDialogs';

/** After a sign-in: the role picker, a role forced by where the guest was heading, or the pending chat. */
export default function PostSignInFlow() {
  const { status, user, role } = useSession();
  const { dialog, pendingChat, pendingTarget, setPendingTarget, openDialog, closeDialog } = useAuthDialogs();
  const switchRole = useRoleSwitch();
  const promptedUid = useRef<string | null>(null);

  // Signed in without a role: open the picker once per sign-in.
  useEffect(() => {
    if (status !== 'signed-in' || !user) {
      promptedUid.current = null;
      return;
    }
    if (promptedUid.current === user.uid) {
      if (role !== null && dialog === 'auth') closeDialog();
      return;
    }
    promptedUid.current = user.uid;
    if (pendingTarget) {
      // A navigation target forces its role instead of asking.
      setPendingTarget(null);
      closeDialog();
      void switchRole(TARGET_ROLE[pendingTarget], pendingTarget === 'createPost' ? 'create-listing' : 'browse-rooms');
    } else if (pendingChat) {
      // The chat assigns "I Need Room" itself (ChatGate), opening the picker only if that fails.
      closeDialog();
    } else if (role === null) {
      openDialog('role');
    } else if (dialog === 'auth') {
      closeDialog();
    }
  }, [status, user, role, dialog, pendingChat, pendingTarget, setPendingTarget, switchRole, openDialog, closeDialog]);

  return null;
}
