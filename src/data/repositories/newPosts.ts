/**
 * "New since your last visit" for saved searches: active posts created after a time, newest
 * first, 12 per query (the public list rules allow no more). The saved filters are applied to
 * these few new posts in the browser, so one index, [status, createdAt desc], serves every
 * saved search of a collection.
 */
import { BROWSE_PAGE_SIZE, NEW_POSTS_MAX_QUERIES } from '@/config/constants';
import { runFilteredQuery } from '../transport/oneShot';
import type { DocMapper } from '../collections/documents';
import type { FieldValue, QuerySpec } from '../transport/query';

export interface NewPostCount {
  count: number;
  /** True when the scan stopped before the end: show "count+". */
  more: boolean;
}

export function newPostsQuery(collectionPath: string, since: Date, startAfter: FieldValue[] | null = null): QuerySpec {
  return {
    path: collectionPath,
    where: [
      { field: 'status', op: '==', value: 'active' },
      { field: 'createdAt', op: '>', value: since },
    ],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: BROWSE_PAGE_SIZE,
    ...(startAfter ? { startAfter } : {}),
  };
}

/** Counts new posts in a collection that `matches` accepts (the saved search's whole filter). */
export async function countNewPosts<T>(collectionPath: string, map: DocMapper<T>, matches: (post: T) => boolean, since: Date): Promise<NewPostCount> {
  const { items, next } = await runFilteredQuery((cursor) => newPostsQuery(collectionPath, since, cursor), map, {
    keep: matches,
    want: Infinity,
    maxQueries: NEW_POSTS_MAX_QUERIES,
  });
  return { count: items.length, more: next !== null };
}
