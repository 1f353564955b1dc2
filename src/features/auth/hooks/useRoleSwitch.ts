import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { MESSAGES } from '@/config/messages';
import { paths, type AppTab } from '@/config/paths';
import { saveRoleAndPhone } from '@/data';
import type { Role } from '@/data/collections/profiles';
import { useAuthDialogs } from '../dialogs/useAuthDialogs';
import { useSession } from '@/session/useSession';
import { defaultTabFor } from '@/session/tabs';

/**
 * Sets the caller's role on both profile copies and lands on that role's default tab. A profile
 * without a phone number goes through "One Last Step" first, holding the role as pending.
 */
export function useRoleSwitch(): (role: Role, landOn?: AppTab) => Promise<boolean> {
  const { user, profile, applyRole } = useSession();
  const { openPhoneStep } = useAuthDialogs();
  const navigate = useNavigate();
  return useCallback(
    async (role: Role, landOn?: AppTab) => {
      if (!user || !profile) {
        toast.error(MESSAGES.notReady);
        return false;
      }
      if (!profile.phoneNumber.trim()) {
        openPhoneStep(role);
        return false;
      }
      try {
        await saveRoleAndPhone(user.uid, role);
        applyRole(role);
        navigate(paths.tab(landOn ?? defaultTabFor(role, profile.isAdmin)));
        return true;
      } catch (error) {
        console.error('Failed to save the role', error);
        toast.error(MESSAGES.saveRoleFailed);
        return false;
      }
    },
    [user, profile, applyRole, openPhoneStep, navigate],
  );
}
