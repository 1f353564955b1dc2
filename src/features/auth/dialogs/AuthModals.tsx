import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { MESSAGES } from '@/config/messages';
import { AUTH_TEXT } from '../messages';
import { paths } from '@/config/paths';
import { saveRoleAndPhone } from '@/data';
import { AuthModal } from '../components/AuthModal';
import { PhoneModal } from '../components/PhoneModal';
import { RolePickerModal } from '../components/RolePickerModal';
import { useRoleSwitch } from '../hooks/useRoleSwitch';
import { useSession } from '@/session/useSession';
import { defaultTabFor } from '@/session/tabs';
import { useAuthDialogs } from './useAuthDialogs';

/** Login / Register, "Select Your Profile" and "One Last Step" (saves role and phone in one batch). */
export default function AuthModals() {
  const { user, profile, applyRole, updateProfile } = useSession();
  const { dialog, pendingRole, closeDialog } = useAuthDialogs();
  const switchRole = useRoleSwitch();
  const navigate = useNavigate();

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
      toast.error(AUTH_TEXT.saveDetailsFailed);
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
