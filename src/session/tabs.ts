import type { AppTab } from '@/config/paths';
import type { Role } from '@/data/collections/profiles';

/** Default landing tab: admin → dashboard, owner → browse roommates, seeker → browse rooms. */
export function defaultTabFor(role: Role | null, isAdmin: boolean): AppTab {
  if (isAdmin) return 'admin';
  return role === 'I Have Room' ? 'browse-roommates' : 'browse-rooms';
}

export function tabsFor(role: Role | null): AppTab[] {
  if (role === 'I Have Room') return ['browse-roommates', 'my-listings', 'create-listing', 'saved'];
  if (role === 'I Need Room') return ['browse-rooms', 'my-profile', 'saved'];
  return [];
}
