import { STORAGE_KEYS } from '@/config/constants';
import { ROLES, type Role } from '@/data/collections/profiles';

/** The role is mirrored in localStorage under `userRole`. */
export function readStoredRole(): Role | null {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.role);
    return ROLES.includes(value as Role) ? (value as Role) : null;
  } catch {
    return null;
  }
}

export function storeRole(role: Role | null): void {
  try {
    if (role) localStorage.setItem(STORAGE_KEYS.role, role);
    else localStorage.removeItem(STORAGE_KEYS.role);
  } catch {
    // Storage unavailable: the role still lives in the session state and the profile.
  }
}
