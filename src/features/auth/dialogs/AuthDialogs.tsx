import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';
import { saveRoleAndPhone } from '@/data';
import { AuthModal } from '../components/AuthModal';
import { PhoneModal } from '../components/PhoneModal';
import { RolePickerModal } from '../components/RolePickerModal';
import { TARGET_ROLE } from '../hooks/useNavigationTarget';
import { useRoleSwitch } from '../hooks/useRoleSwitch';
import { useSession } from '../session/useSession';
import { defaultTabFor } from '../session/tabs';
import { useAuthDialogs } from './useAuthDialogs';

/** The account modals and the post-sign-in flow: role picker, then the phone step if needed. */
export function AuthDialogs() {
  const { status, user, profile, role, applyRole, updateProfile } = useSession();
  const { dialog, pendingRole, pendingChat, pendingTarget, setPendingTarget, openDialog, closeDialog } = useAuthDialogs();
  const switchRole = useRoleSwitch();
  const navigate = useNavigate();
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

  const savePhone = async (phone: string): Promise<boolean> => {
    if (!user || !pendingRole) {
      toast.error(MESSAGES.notReady);
      return false;
    }
    try {
      await saveRoleAndPhone(user.uid, pendingRole, phone);
      updateProfile({ phoneNumber: phone });
      applyRole(pendingRole);
      closeDialog();
      navigate(paths.tab(defaultTabFor(pendingRole, profile?.isAdmin ?? false)));
      return true;
    } catch (error) {
      console.error('Failed to save role and phone', error);
      toast.error(MESSAGES.saveDetailsFailed);
      return false;
    }
  };

  return (
    <>
      <AuthModal open={dialog === 'auth'} onClose={closeDialog} />
      <RolePickerModal
        open={dialog === 'role'}
        onClose={closeDialog}
        onPick={async (picked) => {
          if (await switchRole(picked)) closeDialog();
        }}
      />
      <PhoneModal open={dialog === 'phone'} onClose={closeDialog} onSave={savePhone} />
    </>
  );
}
