/**
 * Every Firestore and Storage path under the app prefix, put together from the collections'
 * modules (./roomListings.ts, ./profiles.ts, ...), each of which holds its stored type, enums,
 * converter and paths. Plain strings so scripts, tests and rules docs can share them.
 */
import { companionPaths } from './companions';
import { CONVERSATIONS, conversationPaths } from './conversations';
import { appRoot } from './documents';
import { ESSENTIALS_CATEGORIES, ESSENTIALS_ITEMS, essentialsPaths } from './essentials';
import { USER_PROFILES, profilePaths, profileStoragePaths } from './profiles';
import { REPORTS, reportPaths } from './reports';
import { LISTING_REGISTRY, ROOM_LISTINGS, roomListingPaths, roomListingStoragePaths } from './roomListings';
import { ROOMMATE_REQUESTS, roommateRequestPaths } from './roommateRequests';
import { savedSearchPaths } from './savedSearches';
import { shortlistPaths } from './shortlist';
import { userDocumentPaths } from './userDocuments';
import { viewingPaths } from './viewings';

/** The collections under public/data. */
export const COLLECTIONS = {
  roomListings: ROOM_LISTINGS,
  roommateRequests: ROOMMATE_REQUESTS,
  userProfiles: USER_PROFILES,
  conversations: CONVERSATIONS,
  essentialsCategories: ESSENTIALS_CATEGORIES,
  essentialsItems: ESSENTIALS_ITEMS,
  listingRegistry: LISTING_REGISTRY,
  reports: REPORTS,
} as const;

export type PublicCollection = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

export function firestorePaths(appId: string) {
  const app = appRoot(appId);
  return {
    root: app.root,
    publicCollection: (name: PublicCollection) => `${app.publicData}/${name}`,
    ...roomListingPaths(app),
    ...roommateRequestPaths(app),
    ...profilePaths(app),
    ...shortlistPaths(app),
    ...savedSearchPaths(app),
    ...userDocumentPaths(app),
    ...reportPaths(app),
    ...conversationPaths(app),
    ...essentialsPaths(app),
    ...companionPaths(app),
    ...viewingPaths(app),
  };
}

export function storagePaths(appId: string) {
  const app = appRoot(appId);
  return { ...roomListingStoragePaths(app), ...profileStoragePaths(app) };
}
