/**
 * Admin profile sync, one page at a time: reads a page of private profiles (cursor by document
 * path), their public copies, and writes only what differs: the public copy's derived fields,
 * and the private copy's search fields when missing or stale (profiles made before them, or
 * before the terms became a map).
 */
import { PROFILE_SYNC_PAGE_SIZE } from '@/config/constants';
import { dayNumberOf, sameSearchTerms, searchTermsOf } from '@/lib/userSearchTerms';
import { toPrivateProfile, toPublicProfile, type PrivateProfile, type PublicProfile } from '@/data/collections/profiles';
import { countChange } from '../writers/counters';
import { fsPaths, writer } from '../transport/db';
import { countQuery, getDocuments, runQuery } from '../transport/oneShot';
import { COLLECTIONS } from '../collections';
import { DOCUMENT_ID, type QuerySpec } from '../transport/query';
import { isOwnPrivateProfile, postRefsOf, publicFields } from './profiles';

const allPrivateProfiles: QuerySpec = { path: 'user_profile', group: true };

export interface ProfileSyncStep {
  checked: number;
  updated: number;
  /** The path of the last profile read: where the next step starts; null when finished. */
  next: string | null;
}

/** How many private profiles the sync will check (a count aggregation: one read per 1,000). */
export function countPrivateProfiles(): Promise<number> {
  return countQuery(allPrivateProfiles);
}

/** The page's public copies, looked up by key in one batchGet. */
async function publicCopies(uids: string[]): Promise<Map<string, PublicProfile>> {
  const copies = await getDocuments(uids.map((uid) => fsPaths.publicProfile(uid)), toPublicProfile);
  return new Map(copies.flatMap((copy) => (copy ? [[copy.userId, copy] as const] : [])));
}

function publicDiffers(profile: PrivateProfile, copy: PublicProfile | undefined): boolean {
  if (!copy) return true;
  return copy.name !== profile.name || copy.role !== profile.role || copy.isAdmin !== profile.isAdmin || copy.isPremium !== profile.isPremium || !copy.createdAt;
}

/** The search fields (src/lib/userSearchTerms.ts) this profile lacks or holds stale; empty when current. */
function staleSearchFields(profile: PrivateProfile): Partial<Pick<PrivateProfile, 'searchTerms' | 'createdDay'>> {
  const terms = searchTermsOf(profile.name, profile.email);
  const day = profile.createdAt ? dayNumberOf(profile.createdAt) : undefined;
  return {
    ...(sameSearchTerms(profile.searchTerms, terms) ? {} : { searchTerms: terms }),
    ...(day !== undefined && profile.createdDay !== day ? { createdDay: day } : {}),
  };
}

/** Checks one page of profiles after `after` (a path from the previous step, or null to start). */
export async function syncProfilesStep(after: string | null): Promise<ProfileSyncStep> {
  const spec: QuerySpec = { ...allPrivateProfiles, orderBy: [{ field: DOCUMENT_ID, direction: 'asc' }], limit: PROFILE_SYNC_PAGE_SIZE, ...(after ? { startAfter: [after] } : {}) };
  const page = await runQuery(spec, (raw) => ({ path: raw.path, profile: toPrivateProfile(raw) }));
  const own = page.items.filter((item) => isOwnPrivateProfile(item.path)).map((item) => item.profile);
  const copies = await publicCopies(own.map((profile) => profile.userId));

  const writing = await writer();
  const { sdk, db } = writing;
  const batch = sdk.writeBatch(db);
  let updated = 0;
  const created: string[] = [];
  for (const profile of own) {
    const search = staleSearchFields(profile);
    const staleSearch = Object.keys(search).length > 0;
    const staleCopy = publicDiffers(profile, copies.get(profile.userId));
    if (staleSearch) batch.update(sdk.doc(db, fsPaths.privateProfile(profile.userId)), search);
    if (staleCopy) {
      batch.set(
        sdk.doc(db, fsPaths.publicProfile(profile.userId)),
        {
          ...publicFields(profile),
          isAdmin: profile.isAdmin,
          isPremium: profile.isPremium,
          // Copied so a newly created public copy keeps its place in the admin list and counts.
          ...(profile.createdAt ? { createdAt: sdk.Timestamp.fromDate(profile.createdAt) } : {}),
        },
        { merge: true },
      );
    }
    // A premium change must bring the user's posts' mirror along (firestore.rules postsMirror).
    const copy = copies.get(profile.userId);
    if (staleCopy && !copy) created.push(profile.userId);
    if (copy && copy.isPremium !== profile.isPremium) {
      for (const post of await postRefsOf(writing, profile.userId)) batch.update(post, { ownerPremium: profile.isPremium });
    }
    if (staleSearch || staleCopy) updated += 1;
  }
  const lastCreated = created.at(-1);
  if (lastCreated) countChange(writing, batch, COLLECTIONS.userProfiles, lastCreated, created.length);
  if (updated > 0) await batch.commit();
  const last = page.items.at(-1);
  return { checked: page.items.length, updated, next: page.next && last ? last.path : null };
}
