import { paths } from '@/config/paths';

/** The dashboard's sub-tabs: kept in `?section=` next to `?tab=admin`. */
export const ADMIN_SECTIONS = [
  { id: 'overview', label: 'Overview' },
  { id: 'users', label: 'User Management' },
  { id: 'review', label: 'Review' },
  { id: 'moderation', label: 'Moderation' },
  { id: 'essentials', label: 'UK Essentials Page' },
  { id: 'audit', label: 'Audit log' },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number]['id'];

export function parseAdminSection(value: string | null): AdminSection {
  return ADMIN_SECTIONS.find((section) => section.id === value)?.id ?? 'overview';
}

export function adminSectionPath(section: AdminSection): string {
  return section === 'overview' ? paths.tab('admin') : `${paths.tab('admin')}&section=${section}`;
}
