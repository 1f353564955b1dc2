import { useCallback, useMemo } from 'react';
import { fetchUsersPage } from '@/data';
import type { PublicProfile } from '@/types/domain';
import { useCursorPages } from '@/lib/useCursorPages';
import { filterUsers, isFiltering, type UserFilter } from '../lib/userFilters';
import { fromPrivate, fromPublic, type AdminUser, type ProfileFlag } from './adminUser';
import { usePrivateProfiles } from './usePrivateProfiles';

const idOf = (profile: PublicProfile) => profile.userId;

/**
 * User Management data: newest-first pages of public profiles (10, cursor) when browsing; the
 * private profiles (with emails) searched and filtered in memory when searching or filtering.
 */
export function useAdminUsers(filter: UserFilter) {
  const pages = useCursorPages(fetchUsersPage, idOf);
  const privates = usePrivateProfiles();
  const privateState = privates.state;
  const privateById = useMemo(
    () => new Map(privateState.status === 'ready' ? privateState.profiles.map((profile) => [profile.userId, profile]) : []),
    [privateState],
  );
  const filtering = isFiltering(filter);

  let users: AdminUser[];
  if (!filtering) users = pages.items.map((profile) => fromPublic(profile, privateById.get(profile.userId)));
  else if (privateState.status === 'ready') users = filterUsers(privateState.profiles.map(fromPrivate), filter);
  // Without the private copies, search what is loaded by name only.
  else users = filterUsers(pages.items.map((profile) => fromPublic(profile, undefined)), filter);

  const { update } = pages;
  const { patch, reload: reloadPrivates } = privates;
  const applyFlag = useCallback(
    (uid: string, flag: ProfileFlag, value: boolean) => {
      update(uid, (profile) => ({ ...profile, [flag]: value }));
      patch(uid, { [flag]: value });
    },
    [update, patch],
  );
  const { reload: reloadPages } = pages;
  const reload = useCallback(() => {
    reloadPages();
    reloadPrivates();
  }, [reloadPages, reloadPrivates]);

  return {
    users,
    filtering,
    loading: filtering ? privateState.status === 'loading' : pages.loading,
    error: filtering ? false : pages.error,
    privateStatus: privateState.status,
    // Load More is for the unfiltered, paged list only (spec §9).
    hasMore: !filtering && pages.hasMore,
    loadingMore: pages.loadingMore,
    loadMore: pages.loadMore,
    retry: pages.reload,
    applyFlag,
    reload,
  };
}
