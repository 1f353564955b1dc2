import { LAST_WEEK_DAYS } from '@/config/constants';
import { DAY_MS } from '@/lib/dates';

interface SearchableUser {
  name: string;
  email: string;
  createdAt: Date | null;
}

/** Name or email contains the term, case-insensitive; an empty term matches everyone. */
export function matchesUserSearch(user: Pick<SearchableUser, 'name' | 'email'>, term: string): boolean {
  const needle = term.trim().toLowerCase();
  return needle === '' || user.name.toLowerCase().includes(needle) || user.email.toLowerCase().includes(needle);
}

/** "Last Week": joined (createdAt) within the last 7 days. */
export function joinedInLastWeek(createdAt: Date | null, now: Date = new Date()): boolean {
  if (!createdAt) return false;
  const age = now.getTime() - createdAt.getTime();
  return age >= 0 && age <= LAST_WEEK_DAYS * DAY_MS;
}

export interface UserFilter {
  term: string;
  lastWeek: boolean;
}

export function isFiltering(filter: UserFilter): boolean {
  return filter.term.trim() !== '' || filter.lastWeek;
}

/** Users matching the search and the Last Week filter, newest first. */
export function filterUsers<T extends SearchableUser>(users: readonly T[], filter: UserFilter, now: Date = new Date()): T[] {
  return users
    .filter((user) => matchesUserSearch(user, filter.term) && (!filter.lastWeek || joinedInLastWeek(user.createdAt, now)))
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
}
