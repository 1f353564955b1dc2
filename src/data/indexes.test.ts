/**
 * firestore.indexes.json must declare a composite index for every query the app makes that
 * needs one (the emulator does not care; production fails without them).
 */
import { describe, expect, it } from 'vitest';
import indexes from '../../firestore.indexes.json';
import { adminRoomListingsQuery, adminRoommateRequestsQuery } from './repositories/admin';
import { adminConversationsQuery, myConversationsQuery } from './repositories/conversations';
import { adminUsersQuery } from './repositories/profiles';
import { browseRoomListingsQuery, locationListingsQuery, myListingsQuery } from './repositories/roomListings';
import { browseRoommateRequestsQuery } from './repositories/roommateRequests';
import { myShortlistQuery } from './repositories/shortlistStore';
import { openReportsQuery } from './repositories/moderation';
import type { QuerySpec } from './query';

interface IndexField {
  fieldPath: string;
  order?: string;
  arrayConfig?: string;
}

/** The composite index a query needs, or null when Firestore's single-field indexes suffice. */
function requiredIndex(spec: QuerySpec): { collectionGroup: string; fields: IndexField[] } | null {
  const orders = spec.orderBy ?? [];
  const ordered = new Set(orders.map((order) => order.field));
  // An `in` filter is served like an equality; a field that is also ordered on appears once,
  // in its orderBy position (e.g. where status in [...] orderBy status, lastActivity).
  const equality = (spec.where ?? []).filter((clause) => (clause.op === '==' || clause.op === 'in') && !ordered.has(clause.field));
  const arrays = (spec.where ?? []).filter((clause) => clause.op === 'array-contains');
  const fieldCount = equality.length + arrays.length + orders.length;
  if (fieldCount <= 1) return null;
  return {
    collectionGroup: spec.path.split('/').at(-1) ?? '',
    fields: [
      ...arrays.map((clause) => ({ fieldPath: clause.field, arrayConfig: 'CONTAINS' })),
      ...equality.map((clause) => ({ fieldPath: clause.field, order: 'ASCENDING' })),
      ...orders.map((order) => ({ fieldPath: order.field, order: order.direction === 'asc' ? 'ASCENDING' : 'DESCENDING' })),
    ],
  };
}

const QUERIES: Record<string, QuerySpec> = {
  browseRooms: browseRoomListingsQuery(),
  locationRooms: locationListingsQuery('ilford'),
  myListings: myListingsQuery('uid'),
  browseRoommates: browseRoommateRequestsQuery(),
  myConversations: myConversationsQuery('uid'),
  adminRooms: adminRoomListingsQuery(),
  adminRequests: adminRoommateRequestsQuery(),
  adminUsers: adminUsersQuery(),
  adminConversations: adminConversationsQuery(),
  myShortlist: myShortlistQuery('uid'),
  openReports: openReportsQuery(),
};

describe('firestore.indexes.json', () => {
  for (const [name, spec] of Object.entries(QUERIES)) {
    it(`declares the index for ${name}`, () => {
      const needed = requiredIndex(spec);
      if (!needed) return expect(needed).toBeNull();
      const match = indexes.indexes.find(
        (index) => index.collectionGroup === needed.collectionGroup && JSON.stringify(index.fields) === JSON.stringify(needed.fields),
      );
      expect(match, JSON.stringify(needed)).toBeDefined();
    });
  }
});
