import { useCallback, useMemo } from 'react';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '@/config/constants';
import { fetchUsersPage, type CursorValue } from '@/data';
import { exactEmailsOf, searchKeyOf } from '@/lib/userSearchTerms';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import type { PrivateProfile } from '@/data/collections/profiles';
import { useCursorPages } from '@/lib/useCursorPages';
import { filterUsers, isFiltering, type UserFilter } from '../lib/userFilters';
import { fromPrivate, type AdminUser, type ProfileFlag } from './adminUser';

const idOf = (profile: PrivateProfile) => profile.userId;

/**
 * User Management data: newest-first pages of 10 private profiles (cursor). A search is one
 * equality on a stored search term (narrowed to Last Week by its day) and Last Week alone a
 * createdAt range, and a whole email an equality on it, so no visit reads more than a page however
 * many users there are (docs/data-model.md, "User search").
 */
export function useAdminUsers(filter: UserFilter) {
  const term = useDebouncedValue(filter.term.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const searchKey = searchKeyOf(term);
  const exactEmails = useMemo(() => exactEmailsOf(term), [term]);
  const { lastWeek } = filter;
  const fetchPage = useMemo(
    () => (cursor: CursorValue[] | null) => fetchUsersPage({ searchKey, lastWeek, exactEmails }, cursor),
    [searchKey, lastWeek, exactEmails],
  );
  const pages = useCursorPages(fetchPage, idOf);
  const filtering = isFiltering({ term, lastWeek });

  // The query matched one word of the search (and its days); the whole search (spaces, > 10
  // characters) and the exact week are checked here, and a search's page is put newest first.
  const users: AdminUser[] = useMemo(() => filterUsers(pages.items, { term, lastWeek }).map(fromPrivate), [pages.items, term, lastWeek]);

  const { update } = pages;
  const applyFlag = useCallback((uid: string, flag: ProfileFlag, value: boolean) => update(uid, (profile) => ({ ...profile, [flag]: value })), [update]);

  return {
    users,
    filtering,
    /** While typing, the list still shows the previous search's results. */
    settling: term !== filter.term.trim(),
    loading: pages.loading,
    error: pages.error,
    // Spec §9: Load More is hidden when searching or filtering; one page of matches shows
    // with a hint to narrow the search when there are more.
    hasMore: !filtering && pages.hasMore,
    moreMatches: filtering && pages.hasMore,
    loadingMore: pages.loadingMore,
    loadMore: pages.loadMore,
    applyFlag,
    reload: pages.reload,
  };
}
