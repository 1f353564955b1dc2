/**
 * "Download my data" (UK GDPR articles 15 and 20): everything the signed-in user has written, read
 * in the browser through reads the rules already allow the owner, paged and bounded.
 */
import { fsPaths, nullWhenDenied } from '../transport/db';
import { getDocument } from '../transport/oneShot';
import { COLLECTIONS } from '../collections';
import type { RateLimitKind } from '../collections/companions';
import type { QuerySpec } from '../transport/query';
import { myBookedSlotsQuery } from '../repositories/viewingSlots';
import { asExported, readAll, type ExportedDoc } from './readAll';

export interface MyDataExport {
  format: 'roomshare-uk/my-data';
  version: 1;
  exportedAt: string;
  userId: string;
  privateProfile: ExportedDoc | null;
  publicProfile: ExportedDoc | null;
  listings: (ExportedDoc & { contact: ExportedDoc | null })[];
  roommateProfile: (ExportedDoc & { contact: ExportedDoc | null }) | null;
  messagesSent: ExportedDoc[];
  savedSearches: ExportedDoc[];
  shortlist: ExportedDoc[];
  blocks: ExportedDoc[];
  reportsFiled: ExportedDoc[];
  settings: ExportedDoc[];
  rateLimits: ExportedDoc[];
  /** The viewings the user booked, and the registry of their bookings. */
  viewingsBooked: ExportedDoc[];
  viewingRegistry: ExportedDoc | null;
  viewingCounts: ExportedDoc | null;
  /** True when a list reached EXPORT_MAX_PAGES and was cut short. */
  truncated: boolean;
}

/** What has been read so far, for the progress line. */
export type ExportProgress = (step: string, documents: number) => void;

export const RATE_LIMIT_KINDS: readonly RateLimitKind[] = ['messages', 'conversations', 'reports', 'uploads', 'emails'];
/** Settings documents other features keep under users/{uid}/settings (read when they exist). */
export const SETTINGS_DOCS = ['notifications'] as const;

function readOne(path: string): Promise<ExportedDoc | null> {
  return nullWhenDenied(getDocument(path, asExported));
}

/** The user's own documents: each read is one the rules allow its owner (firestore.rules). */
export async function collectMyData(uid: string, progress: ExportProgress = () => undefined): Promise<MyDataExport> {
  let truncated = false;
  const list = async (step: string, spec: QuerySpec) => {
    const result = await readAll(spec, (count) => progress(step, count));
    truncated ||= result.truncated;
    return result.docs;
  };
  progress('profile', 0);
  const [privateProfile, publicProfile, request] = await Promise.all([
    readOne(fsPaths.privateProfile(uid)),
    readOne(fsPaths.publicProfile(uid)),
    readOne(fsPaths.roommateRequest(uid)),
  ]);
  // Only with its profile: the rules read a missing contact's owner as nobody (refused, not empty).
  const requestContact = request ? await readOne(fsPaths.roommateRequestContact(uid)) : null;
  const listingDocs = await list('listings', { path: fsPaths.publicCollection(COLLECTIONS.roomListings), where: [{ field: 'userId', op: '==', value: uid }] });
  const listings = await Promise.all(listingDocs.map(async (listing) => ({ ...listing, contact: await readOne(fsPaths.roomListingContact(listing.id)) })));
  // Collection group across the user's conversations: the rules allow it when constrained to the sender.
  const messages = await list('messages', { path: 'messages', group: true, where: [{ field: 'senderId', op: '==', value: uid }] });
  const savedSearches = await list('saved searches', { path: fsPaths.savedSearches(uid) });
  const shortlist = await list('shortlist', { path: fsPaths.shortlist(uid) });
  const blocks = await list('blocks', { path: fsPaths.blocks(uid) });
  const reportsFiled = await list('reports', { path: fsPaths.publicCollection(COLLECTIONS.reports), where: [{ field: 'reporterId', op: '==', value: uid }] });
  const settings = (await Promise.all(SETTINGS_DOCS.map((id) => readOne(fsPaths.userSettings(uid, id))))).filter((doc) => doc !== null);
  const rateLimits = (await Promise.all(RATE_LIMIT_KINDS.map((kind) => readOne(fsPaths.rateLimit(uid, kind))))).filter((doc) => doc !== null);
  const viewingsBooked = await list('viewings', myBookedSlotsQuery(uid));
  const viewingRegistry = await readOne(fsPaths.viewingRegistry(uid));
  const viewingCounts = await readOne(fsPaths.viewingCounts(uid));
  return {
    format: 'roomshare-uk/my-data',
    version: 1,
    exportedAt: new Date().toISOString(),
    userId: uid,
    privateProfile,
    publicProfile,
    listings,
    roommateProfile: request ? { ...request, contact: requestContact } : null,
    messagesSent: messages.filter((message) => message.path.startsWith(`${fsPaths.root}/`)),
    savedSearches,
    shortlist,
    blocks,
    reportsFiled,
    settings,
    rateLimits,
    viewingsBooked,
    viewingRegistry,
    viewingCounts,
    truncated,
  };
}
