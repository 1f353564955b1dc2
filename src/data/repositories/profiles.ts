/** Both profile copies: private (users/{uid}/user_profile/data) and public (user_profiles/{uid}). */
import { ADMIN_PAGE_SIZE, LAST_WEEK_DAYS } from '@/config/constants';
import { DAY_MS } from '@/lib/dates';
import { recentDayNumbers, searchFieldsOf } from '@/lib/userSearchTerms';
import { storedDocument, storedFields } from '@/schema/stored';
import { PRIVATE_PROFILE_SCHEMA, PUBLIC_PROFILE_SCHEMA } from '@/schema/profiles';
import { toPrivateProfile, toPublicProfile, type PrivateProfile, type PublicProfile, type Role } from '@/data/collections/profiles';
import { countChange } from '../writers/counters';
import { auditEntry } from '../writers/auditEntry';
import { fsPaths, writer, type Writer } from '../transport/db';
import { getDocument, runQuery, type QueryResult } from '../transport/oneShot';
import { COLLECTIONS } from '../collections';
import { DOCUMENT_ID, mapEntryField, type FieldValue, type QuerySpec } from '../transport/query';

export function getPrivateProfile(uid: string): Promise<PrivateProfile | null> {
  return getDocument(fsPaths.privateProfile(uid), toPrivateProfile);
}

export function getPublicProfile(uid: string): Promise<PublicProfile | null> {
  return getDocument(fsPaths.publicProfile(uid), toPublicProfile);
}

/** Public-copy fields derived from the private copy: never email or phone. */
export function publicFields(profile: Pick<PrivateProfile, 'userId' | 'name' | 'role'>) {
  return { userId: profile.userId, name: profile.name, role: profile.role };
}

export interface NewProfile {
  uid: string;
  name: string;
  email: string;
  phoneNumber: string;
}

/** Creates both copies for a new account (role unset, flags false). */
export async function createProfiles({ uid, name, email, phoneNumber }: NewProfile): Promise<void> {
  const writing = await writer();
  const { sdk, db } = writing;
  const now = sdk.serverTimestamp();
  const flags = { isAdmin: false, isPremium: false };
  const batch = sdk.writeBatch(db);
  batch.set(
    sdk.doc(db, fsPaths.privateProfile(uid)),
    storedDocument(PRIVATE_PROFILE_SCHEMA, {
      userId: uid, name, email, phoneNumber, role: null, profilePicture: '', ...flags, createdAt: now, lastActivity: now,
      ...searchFieldsOf(name, email, new Date()),
    }),
  );
  batch.set(sdk.doc(db, fsPaths.publicProfile(uid)), storedDocument(PUBLIC_PROFILE_SCHEMA, { userId: uid, name, role: null, ...flags, createdAt: now, lastActivity: now }));
  countChange(writing, batch, COLLECTIONS.userProfiles, uid, 1);
  await batch.commit();
}

/** Creates the public copy from the private one when it is missing. */
export async function createPublicProfileFrom(profile: PrivateProfile): Promise<void> {
  const writing = await writer();
  const { sdk, db } = writing;
  const batch = sdk.writeBatch(db);
  batch.set(
    sdk.doc(db, fsPaths.publicProfile(profile.userId)),
    storedDocument(PUBLIC_PROFILE_SCHEMA, {
      ...publicFields(profile),
      isAdmin: false,
      isPremium: false,
      createdAt: sdk.serverTimestamp(),
      lastActivity: sdk.serverTimestamp(),
    }),
  );
  countChange(writing, batch, COLLECTIONS.userProfiles, profile.userId, 1);
  await batch.commit();
}

/** Writes the role (and the phone, private copy only) to both copies in one batch. */
export async function saveRoleAndPhone(uid: string, role: Role, phoneNumber?: string): Promise<void> {
  const { sdk, db } = await writer();
  const now = sdk.serverTimestamp();
  const batch = sdk.writeBatch(db);
  batch.set(sdk.doc(db, fsPaths.privateProfile(uid)), storedFields(PRIVATE_PROFILE_SCHEMA, { role, lastActivity: now, ...(phoneNumber ? { phoneNumber } : {}) }), { merge: true });
  batch.set(sdk.doc(db, fsPaths.publicProfile(uid)), storedFields(PUBLIC_PROFILE_SCHEMA, { role, lastActivity: now }), { merge: true });
  await batch.commit();
}

export async function saveProfilePicture(uid: string, url: string): Promise<void> {
  const { sdk, db } = await writer();
  await sdk.updateDoc(sdk.doc(db, fsPaths.privateProfile(uid)), storedFields(PRIVATE_PROFILE_SCHEMA, { profilePicture: url, lastActivity: sdk.serverTimestamp() }));
}

/** The user's posts (the registry holds every listing id, at most 4; the request's id is the uid). */
export async function postRefsOf({ sdk, db }: Writer, uid: string) {
  const [registry, request] = await Promise.all([sdk.getDoc(sdk.doc(db, fsPaths.listingRegistry(uid))), sdk.getDoc(sdk.doc(db, fsPaths.roommateRequest(uid)))]);
  const ids: unknown = registry.data()?.listingIds;
  const listingIds = Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  return [...listingIds.map((id) => sdk.doc(db, fsPaths.roomListing(id))), ...(request.exists() ? [request.ref] : [])];
}

/**
 * Admin only: flips isAdmin or isPremium on both copies in one batch. Premium also rewrites the
 * user's posts' `ownerPremium` in that batch (the mirror lists order by; firestore.rules).
 */
export async function setProfileFlag(uid: string, flag: 'isAdmin' | 'isPremium', value: boolean): Promise<void> {
  const writing = await writer();
  const { sdk, db } = writing;
  const batch = sdk.writeBatch(db);
  batch.update(sdk.doc(db, fsPaths.privateProfile(uid)), { [flag]: value });
  batch.update(sdk.doc(db, fsPaths.publicProfile(uid)), { [flag]: value });
  if (flag === 'isPremium') for (const post of await postRefsOf(writing, uid)) batch.update(post, { ownerPremium: value });
  const action = flag === 'isAdmin' ? (value ? 'grant_admin' : 'revoke_admin') : value ? 'grant_premium' : 'revoke_premium';
  await auditEntry(writing, batch, { action, targetKind: 'user', targetId: uid });
  await batch.commit();
}

/** What User Management asks for: a search key (src/lib/userSearchTerms.ts) and/or Last Week. */
export interface AdminUserQuery {
  searchKey: string | null;
  lastWeek: boolean;
  /** A whole email typed as the search (src/lib/userSearchTerms.ts, exactEmailsOf): found by equality instead. */
  exactEmails?: string[] | null;
}

/**
 * One page of 10 private profiles across the `user_profile` collection group (admins only):
 * email and phone live only there. Reads per page are bounded whatever the number of users.
 * - No filter: newest first, with a cursor. Last Week alone: a range on `createdAt`, newest first.
 * - A search: one equality on the map entry `searchTerms.<key>` (served by the automatic
 *   single-field index, so ordered by document path), narrowed to Last Week by `createdDay in`
 *   the recent days (index merging, no composite index). The caller orders the page newest first
 *   and checks the exact search and the exact week.
 * - A whole email: `email in` the address as typed and lower-cased (at most one user each); the
 *   caller checks the week.
 */
export function adminUsersQuery(filter: AdminUserQuery = { searchKey: null, lastWeek: false }, startAfter?: FieldValue[] | null, now = new Date()): QuerySpec {
  const page = { path: 'user_profile', group: true, limit: ADMIN_PAGE_SIZE, ...(startAfter ? { startAfter } : {}) } as const;
  if (filter.exactEmails?.length) {
    return { ...page, where: [{ field: 'email', op: 'in', value: filter.exactEmails }], orderBy: [{ field: DOCUMENT_ID, direction: 'asc' }] };
  }
  if (filter.searchKey) {
    return {
      ...page,
      where: [
        { field: mapEntryField('searchTerms', filter.searchKey), op: '==', value: true },
        ...(filter.lastWeek ? [{ field: 'createdDay', op: 'in' as const, value: recentDayNumbers(LAST_WEEK_DAYS, now) }] : []),
      ],
      orderBy: [{ field: DOCUMENT_ID, direction: 'asc' }],
    };
  }
  return {
    ...page,
    where: filter.lastWeek ? [{ field: 'createdAt', op: '>=', value: new Date(now.getTime() - LAST_WEEK_DAYS * DAY_MS) }] : [],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
  };
}

/** Collection groups span every app prefix in the project: this app's documents only. */
export function isOwnPrivateProfile(path: string): boolean {
  return path.startsWith(`${fsPaths.root}/users/`);
}

export async function fetchUsersPage(filter: AdminUserQuery, startAfter?: FieldValue[] | null): Promise<QueryResult<PrivateProfile>> {
  const page = await runQuery(adminUsersQuery(filter, startAfter), (raw) => ({ own: isOwnPrivateProfile(raw.path), profile: toPrivateProfile(raw) }));
  return { items: page.items.filter((item) => item.own).map((item) => item.profile), next: page.next };
}
