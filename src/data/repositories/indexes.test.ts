/**
 * firestore.indexes.json must declare a composite index for every query the app makes that
 * needs one (the emulator does not care; production fails without them). Browse filters can
 * be combined freely, so every combination of the filters Firestore runs is checked.
 */
import { describe, expect, it } from 'vitest';
import indexes from '../../../firestore.indexes.json';
import type { RoomFilters } from '@/lib/filters/roomFilters';
import type { RoommateFilters } from '@/lib/filters/roommateFilters';
import { adminRoomListingsQuery, adminRoommateRequestsQuery } from './admin';
import { adminConversationsQuery, myConversationsQuery } from './conversations';
import { adminUsersQuery } from './profiles';
import { browseRoomListingsQuery, locationListingsQuery, myListingsQuery, rentComparisonQuery, roomsOfOwnersQuery } from './roomListings';
import { browseRoommateRequestsQuery } from './roommateRequests';
import { nearbyRoomListingsQuery } from './nearbyListings';
import { myShortlistQuery } from './shortlistStore';
import { mySavedSearchesQuery } from './savedSearches';
import { openReportsQuery } from './moderation';
import { livePostsQuery, pendingPostsQuery } from './review';
import { newPostsQuery } from './newPosts';
import { queryMust } from '@/lib/household/mustQuery';
import { requiredIndex } from '../transport/queryIndexes';
import type { QuerySpec } from '../transport/query';

/** Every subset of the given filter parts, merged onto `base`. */
function combinations<F>(base: F, parts: Partial<F>[]): F[] {
  return Array.from({ length: 2 ** parts.length }, (_, mask) =>
    parts.reduce<F>((filters, part, bit) => (mask & (1 << bit) ? { ...filters, ...part } : filters), base),
  );
}

const ROOM_FILTERS = combinations<RoomFilters>({ amenities: ['WiFi'] }, [
  { area: 'Ilford' },
  { roomType: 'Double' },
  { tenants: 'Student' },
  { minRent: 500, maxRent: 900 },
  { availableBy: '2026-12-01' },
]);
const ROOMMATE_FILTERS = combinations<RoommateFilters>({ lifestyle: ['Vegetarian'] }, [
  { location: 'Ilford' },
  { gender: 'Female' },
  { maxBudget: 900 },
  { moveInBy: '2026-12-01' },
]);

/** The filters a distance search runs in Firestore (the rest are checked on what comes back). */
const NEARBY_FILTERS = combinations<RoomFilters>({ amenities: [] }, [{ roomType: 'Double' }, { tenants: 'Student' }]);

/** "Only rooms that meet my musts" with a kitchen must: the one must a query runs (src/lib/household/mustQuery.ts). */
const KITCHEN_MUST = queryMust({ kitchen: ['veg-only', 'jain'] });

const QUERIES: Record<string, QuerySpec> = {
  ...Object.fromEntries(NEARBY_FILTERS.map((filters) => [`nearbyRooms ${JSON.stringify(filters)}`, nearbyRoomListingsQuery(['gcpvj0', 'gcpvj~'], filters)])),
  ...Object.fromEntries(NEARBY_FILTERS.map((filters) => [`nearbyRooms kitchen must ${JSON.stringify(filters)}`, nearbyRoomListingsQuery(['gcpvj0', 'gcpvj~'], filters, undefined, KITCHEN_MUST)])),
  ...Object.fromEntries(ROOM_FILTERS.map((filters) => [`browseRooms ${JSON.stringify(filters)}`, browseRoomListingsQuery(filters)])),
  ...Object.fromEntries(ROOM_FILTERS.map((filters) => [`browseRooms kitchen must ${JSON.stringify(filters)}`, browseRoomListingsQuery(filters, null, KITCHEN_MUST)])),
  ...Object.fromEntries(ROOMMATE_FILTERS.map((filters) => [`browseRoommates ${JSON.stringify(filters)}`, browseRoommateRequestsQuery(filters)])),
  newRooms: newPostsQuery('artifacts/a/public/data/room_listings', new Date()),
  newRoommates: newPostsQuery('artifacts/a/public/data/roommate_requests', new Date()),
  locationRooms: locationListingsQuery('ilford'),
  rentComparison: rentComparisonQuery('east-ham', 'Double'),
  myListings: myListingsQuery('uid'),
  roomsOfOwners: roomsOfOwnersQuery(['a', 'b', 'c']),
  myConversations: myConversationsQuery('uid'),
  adminRooms: adminRoomListingsQuery(),
  adminRequests: adminRoommateRequestsQuery(),
  adminUsers: adminUsersQuery(),
  adminUsersSearch: adminUsersQuery({ searchKey: 'priya', lastWeek: false }),
  adminUsersLastWeek: adminUsersQuery({ searchKey: null, lastWeek: true }),
  adminUsersSearchLastWeek: adminUsersQuery({ searchKey: 'priya', lastWeek: true }),
  adminUsersByEmail: adminUsersQuery({ searchKey: 'priya.shar', lastWeek: false, exactEmails: ['priya.sharma@example.com'] }),
  adminConversations: adminConversationsQuery(),
  myShortlist: myShortlistQuery('uid'),
  mySavedSearches: mySavedSearchesQuery('uid'),
  openReports: openReportsQuery(),
  pendingRooms: pendingPostsQuery('room_listings'),
  pendingRoommates: pendingPostsQuery('roommate_requests'),
  liveRooms: livePostsQuery('room_listings'),
  liveRoommates: livePostsQuery('roommate_requests'),
};

describe('firestore.indexes.json', () => {
  it('checks all 32 room and 16 roommate filter combinations', () => {
    expect(new Set(ROOM_FILTERS.map((f) => JSON.stringify(browseRoomListingsQuery(f).where))).size).toBe(32);
    expect(new Set(ROOMMATE_FILTERS.map((f) => JSON.stringify(browseRoommateRequestsQuery(f).where))).size).toBe(16);
  });

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

  it('enables the descending collection-group index on user_profile.createdAt (User Management pages)', () => {
    const override = indexes.fieldOverrides.find((field) => field.collectionGroup === 'user_profile' && field.fieldPath === 'createdAt');
    expect(override?.indexes).toContainEqual({ order: 'DESCENDING', queryScope: 'COLLECTION_GROUP' });
  });

  it('indexes the search term map entries and createdDay for collection-group equality only (User Management search)', () => {
    const override = (fieldPath: string) => indexes.fieldOverrides.find((field) => field.collectionGroup === 'user_profile' && field.fieldPath === fieldPath)?.indexes;
    // A map's override applies to every entry: ~220 terms a profile, so one index each, not three.
    expect(override('searchTerms')).toEqual([{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }]);
    expect(override('createdDay')).toContainEqual({ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' });
    // A whole email typed as the search: `email in [...]` across the group.
    expect(override('email')).toContainEqual({ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' });
  });

  it('declares no index that no query uses', () => {
    const used = new Set(Object.values(QUERIES).map((spec) => JSON.stringify(requiredIndex(spec))));
    const unused = indexes.indexes.filter((index) => !used.has(JSON.stringify(index)));
    expect(unused).toEqual([]);
  });
});
