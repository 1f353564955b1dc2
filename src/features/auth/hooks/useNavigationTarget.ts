import { useCallback } from 'react';
import type { Role } from '@/data/collections/profiles';
import type { NavigationTarget } from '../dialogs/AuthDialogsProvider';
import { useAuthDialogs } from '../dialogs/useAuthDialogs';
import { useSession } from '@/session/useSession';
import { useRoleSwitch } from './useRoleSwitch';

/** browseListings forces "I Need Room"; createPost forces "I Have Room". */
export const TARGET_ROLE: Record<NavigationTarget, Role> = {
  browseListings: 'I Need Room',
  createPost: 'I Have Room',
};

/** Goes to a target, switching role as it requires; guests sign in first and continue after. */
export function useNavigationTarget(): (target: NavigationTarget) => void {
  const { status, ensureAuthStarted } = useSession();
  const { setPendingTarget, openDialog } = useAuthDialogs();
  const switchRole = useRoleSwitch();
  return useCallback(
    (target: NavigationTarget) => {
      if (status === 'signed-in') {
        void switchRole(TARGET_ROLE[target], target === 'createPost' ? 'create-listing' : 'browse-rooms');
        return;
      }
      setPendingTarget(target);
      ensureAuthStarted();
      openDialog('auth');
    },
    [status, switchRole, setPendingTarget, ensureAuthStarted, openDialog],
  );
}
