/**
 * Valid documents and the exact write shapes of docs/data-model.md. Builders take overrides so an
 * attack differs from its legitimate twin in one field only.
 */
import {
  collection,
  deleteField,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { conversationId } from '../../../src/data/collections/conversations';
import { firestorePaths } from '../../../src/data/collections';
import type { CountedCollection, RateLimitKind } from '../../../src/data/collections/companions';
import { searchFieldsOf } from '../../../src/lib/userSearchTerms';
import { storedDocument } from '../../../src/schema/stored';
import { POST_CONTACT_SCHEMA, ROOM_LISTING_SCHEMA, ROOMMATE_REQUEST_SCHEMA } from '../../../src/schema/posts';
import { PRIVATE_PROFILE_SCHEMA, PUBLIC_PROFILE_SCHEMA } from '../../../src/schema/profiles';
import type { RoommateRequestInput } from '../../../src/data/collections/roommateRequests';
import type { RoomListingInput } from '../../../src/data/collections/roomListings';
import { addAudit, type AuditFixture } from './audit';
import { emailOf } from './env';

/** Must equal deployedAppId() in firestore.rules (collection-group admin checks). */
export const APP_ID = 'roomshare-uk';
export const paths = firestorePaths(APP_ID);
export { conversationId };

/** The cast of every test file. */
export const OWNER = 'alice-owner';
export const OTHER = 'bob-other';
export const ADMIN = 'ada-admin';
export const PREMIUM = 'penny-premium';
/** Signed in, but a participant of nothing and owner of nothing seeded. */
export const THIRD = 'carol-third';

export const PHONE = '+44 7700 900123';

/** Must equal storageBucketPattern() in firestore.rules (the emulator projects' bucket). */
export const BUCKET = 'demo-roomshare.appspot.com';
const EMULATOR_STORAGE = 'http://127.0.0.1:9199';
/** Production's download origin. */
export const GOOGLE_STORAGE = 'https://firebasestorage.googleapis.com';

/** A Storage download URL as getDownloadURL returns it, for `path` under artifacts/<appId>/ of a bucket. */
export function downloadUrl({ origin, bucket, appId, path }: { origin: string; bucket: string; appId: string; path: string }): string {
  return `${origin}/v0/b/${bucket}/o/${encodeURIComponent(`artifacts/${appId}/${path}`)}?alt=media&token=5eed0000-7a11-4c0d-9e00-000000000001`;
}

/** A download URL of the local stack's bucket and app. */
export function storageUrl(path: string, origin = EMULATOR_STORAGE): string {
  return downloadUrl({ origin, bucket: BUCKET, appId: APP_ID, path });
}

/**
 * A time the client chose: a minute ago. Not `Timestamp.now()`: a write can reach the emulator in
 * the very millisecond the client read its clock, and then it *is* request.time, rightly accepted.
 */
export function clientChosenTime(): Timestamp {
  return Timestamp.fromMillis(Date.now() - 60_000);
}

export function listingImageUrl(uid: string, file = '1_a.jpg', origin?: string): string {
  return storageUrl(`room_listings/${uid}/${file}`, origin);
}

export function profilePictureUrl(uid: string, origin?: string): string {
  return storageUrl(`user_profiles/${uid}/profile_picture.jpg`, origin);
}

export function roomListingInput(overrides: Partial<RoomListingInput> = {}): RoomListingInput {
  return {
    title: 'Bright double room near Ilford station',
    description: 'A large double room in a quiet, friendly house share. Bills included.',
    address: 'Ilford',
    postcode: 'London, UK',
    outcode: 'IG1',
    rent: 650,
    deposit: 650,
    roomType: 'Double',
    preferredTenants: 'Professional',
    availableFrom: '2026-01-15',
    amenities: ['WiFi', 'Bills included', 'Furnished'],
    contactMethod: 'chat',
    images: [listingImageUrl(OWNER)],
    ...overrides,
  };
}

/** A listing as the create batch writes it (server timestamps). */
export function listingDoc(uid: string, overrides: DocumentData = {}): DocumentData {
  return {
    ...storedDocument(ROOM_LISTING_SCHEMA, {
      ...roomListingInput({ images: [listingImageUrl(uid)] }),
      locationKeys: ['ilford', 'london'],
      status: 'active',
      userId: uid,
      userName: 'Alice Owner',
      createdAt: serverTimestamp(),
      lastActivity: serverTimestamp(),
    }),
    ...overrides,
  };
}

export function contactDoc(uid: string, overrides: DocumentData = {}): DocumentData {
  return { ...storedDocument(POST_CONTACT_SCHEMA, { phoneNumber: PHONE, userId: uid }), ...overrides };
}

export function roommateRequestInput(overrides: Partial<RoommateRequestInput> = {}): RoommateRequestInput {
  return {
    userName: 'Bob Seeker',
    aboutMe: 'Quiet professional, non-smoker, works in the City.',
    age: 29,
    gender: 'Male',
    budget: 800,
    preferredLocations: 'Ilford, Stratford',
    moveInDate: '2026-02-01',
    profession: 'Accountant',
    organization: 'Acme Ltd',
    preferredRoommates: ['Professional', 'Non-Smoker'],
    requirements: 'Double room close to the Elizabeth line.',
    furnished: 'Furnished',
    preferredStay: 'Long-term',
    profilePicture: '',
    verificationId: '',
    ...overrides,
  };
}

/** A roommate request as the first merge-set writes it. */
export function requestDoc(uid: string, overrides: DocumentData = {}): DocumentData {
  return {
    ...storedDocument(ROOMMATE_REQUEST_SCHEMA, {
      ...roommateRequestInput(),
      userId: uid,
      status: 'active',
      createdAt: serverTimestamp(),
      lastActivity: serverTimestamp(),
    }),
    ...overrides,
  };
}

export function privateProfileDoc(uid: string, overrides: DocumentData = {}): DocumentData {
  const profile = privateProfileFields(uid, overrides);
  // The search terms follow the name and email, as the app writes them (unless a test sets them).
  const { name, email } = profile;
  if (typeof name !== 'string' || typeof email !== 'string') return profile;
  const createdAt: unknown = profile.createdAt;
  // A server timestamp is stamped now; a test's own time is a Timestamp or a Date.
  const created = createdAt instanceof Timestamp ? createdAt.toDate() : createdAt instanceof Date ? createdAt : new Date();
  return { ...searchFieldsOf(name, email, created), ...profile };
}

function privateProfileFields(uid: string, overrides: DocumentData): DocumentData {
  return {
    ...storedDocument(PRIVATE_PROFILE_SCHEMA, {
      userId: uid,
      name: `Name of ${uid}`,
      email: emailOf(uid),
      phoneNumber: PHONE,
      role: null,
      profilePicture: '',
      isAdmin: false,
      isPremium: false,
      createdAt: serverTimestamp(),
      lastActivity: serverTimestamp(),
    }),
    ...overrides,
  };
}

export function publicProfileDoc(uid: string, overrides: DocumentData = {}): DocumentData {
  return {
    ...storedDocument(PUBLIC_PROFILE_SCHEMA, {
      userId: uid,
      name: `Name of ${uid}`,
      role: null,
      isAdmin: false,
      isPremium: false,
      createdAt: serverTimestamp(),
      lastActivity: serverTimestamp(),
    }),
    ...overrides,
  };
}

/** Both profile copies of a user, for seeding. */
export function userDocs(uid: string, flags: { admin?: boolean; premium?: boolean } = {}): Record<string, DocumentData> {
  const values = { isAdmin: flags.admin ?? false, isPremium: flags.premium ?? false };
  return {
    [paths.privateProfile(uid)]: privateProfileDoc(uid, values),
    [paths.publicProfile(uid)]: publicProfileDoc(uid, values),
  };
}

/** The usual cast: owner, other user, a third user, admin and a premium poster. */
export function castDocs(): Record<string, DocumentData> {
  return {
    ...userDocs(OWNER),
    ...userDocs(OTHER),
    ...userDocs(THIRD),
    ...userDocs(ADMIN, { admin: true }),
    ...userDocs(PREMIUM, { premium: true }),
  };
}

/** Listings of one owner with their contact docs and a consistent registry, for seeding. */
export function listingDocs(uid: string, ids: string[], overrides: DocumentData = {}): Record<string, DocumentData> {
  const docs: Record<string, DocumentData> = {};
  for (const id of ids) {
    docs[paths.roomListing(id)] = listingDoc(uid, overrides);
    docs[paths.roomListingContact(id)] = contactDoc(uid);
  }
  if (ids.length > 0) docs[paths.listingRegistry(uid)] = { listingIds: ids, lastChangedId: ids[ids.length - 1] ?? '' };
  return docs;
}

export function requestDocs(uid: string, overrides: DocumentData = {}): Record<string, DocumentData> {
  return { [paths.roommateRequest(uid)]: requestDoc(uid, overrides), [paths.roommateRequestContact(uid)]: contactDoc(uid) };
}

export function conversationDoc(a: string, b: string, overrides: DocumentData = {}): DocumentData {
  return {
    participants: [a, b].sort(),
    participantNames: { [a]: `Name of ${a}`, [b]: `Name of ${b}` },
    lastMessage: 'Is the room still available?',
    lastMessageTimestamp: serverTimestamp(),
    unreadCount: { [a]: 0, [b]: 1 },
    ...overrides,
  };
}

export function messageDoc(senderId: string, receiverId: string, text = 'Is the room still available?'): DocumentData {
  return { text, senderId, receiverId, timestamp: serverTimestamp() };
}

/** A conversation between a and b with one message from a to b, for seeding. */
export function conversationDocs(a: string, b: string, messageId = 'm1'): Record<string, DocumentData> {
  const id = conversationId(a, b);
  return { [paths.conversation(id)]: conversationDoc(a, b), [`${paths.messages(id)}/${messageId}`]: messageDoc(a, b) };
}

export function categoryDoc(overrides: DocumentData = {}): DocumentData {
  return { name: 'Kitchen', priority: 10, ...overrides };
}

export function itemDoc(overrides: DocumentData = {}): DocumentData {
  return {
    name: 'Pressure cooker',
    description: 'A 5-litre stainless steel pressure cooker.',
    imageUrl: 'https://example.com/cooker.jpg',
    amazonLink: 'https://www.amazon.co.uk/dp/B000000000?tag=roomshareuk-21',
    categoryId: 'kitchen',
    ...overrides,
  };
}

/** A copy of `data` without `key` (a document missing a required field). */
export function omit(data: DocumentData, key: string): DocumentData {
  return Object.fromEntries(Object.entries(data).filter(([name]) => name !== key));
}

// ---------------------------------------------------------------- write shapes of data-model.md

/**
 * Adds the collection-total step of creating (+1) or deleting (-1) `ref` to `batch`
 * (firestore.rules "collection totals"; src/data/writers/counters.ts countChange).
 */
export function countStep(batch: WriteBatch, ref: DocumentReference, step: number): void {
  const collectionId = ref.parent.id as CountedCollection;
  batch.set(doc(ref.firestore, paths.stats(collectionId)), { count: increment(step), changed: ref.id }, { merge: true });
}

/** Creates `ref` (set, no merge) with its collection-total step, as the app's write paths do. */
export function setCounted(ref: DocumentReference, data: DocumentData): Promise<void> {
  const batch = writeBatch(ref.firestore);
  batch.set(ref, data);
  countStep(batch, ref, 1);
  return batch.commit();
}

/** Reads the caller's registry ids; a failure here is a fixture error, never a "denied" result. */
export async function readRegistryIds(db: Firestore, uid: string): Promise<string[]> {
  try {
    const snapshot = await getDoc(doc(db, paths.listingRegistry(uid)));
    const ids: unknown = snapshot.data()?.listingIds;
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch (error) {
    throw new Error(`fixture: could not read the registry of ${uid}: ${String(error)}`, { cause: error });
  }
}

export interface CreateListingOptions {
  /** Overrides of the listing document. */
  listing?: DocumentData;
  /** The listing document exactly as given (e.g. with a field missing). */
  exactListing?: DocumentData;
  /** The registry's new listingIds; default: the current ids + [id]. */
  registryIds?: string[];
  /** Whose registry the batch writes; default: uid. */
  registryOwner?: string;
  /** lastChangedId; default: id. */
  lastChangedId?: string;
  /** Leave the registry out of the batch. */
  skipRegistry?: boolean;
  /** Leave the collection total's step out of the batch. */
  skipTotal?: boolean;
}

/**
 * Create listing (data-model.md): set(listing) + set(contact/phone) + set(listing_registry/{uid},
 * { listingIds: old + [id], lastChangedId: id }) in one batch.
 */
export async function batchCreateListing(db: Firestore, uid: string, id: string, options: CreateListingOptions = {}): Promise<void> {
  const registryOwner = options.registryOwner ?? uid;
  const ids = options.registryIds ?? [...(await readRegistryIds(db, registryOwner)), id];
  const batch = writeBatch(db);
  batch.set(doc(db, paths.roomListing(id)), options.exactListing ?? listingDoc(uid, options.listing));
  batch.set(doc(db, paths.roomListingContact(id)), contactDoc(uid));
  if (!options.skipRegistry) {
    batch.set(doc(db, paths.listingRegistry(registryOwner)), { listingIds: ids, lastChangedId: options.lastChangedId ?? id });
  }
  if (!options.skipTotal) countStep(batch, doc(db, paths.roomListing(id)), 1);
  await batch.commit();
}

export interface DeleteListingOptions {
  /** The registry's new listingIds; default: the current ids - [id]. */
  registryIds?: string[];
  skipRegistry?: boolean;
  skipContact?: boolean;
  skipTotal?: boolean;
  /** A moderator's delete: its audit entry, signed by this admin. */
  auditBy?: string;
}

/**
 * Delete listing (owner or admin): delete(listing) + delete(contact/phone) +
 * set(listing_registry/{ownerUid}, { listingIds: old - [id], lastChangedId: id }).
 */
export async function batchDeleteListing(db: Firestore, ownerUid: string, id: string, options: DeleteListingOptions = {}): Promise<void> {
  const ids = options.registryIds ?? (await readRegistryIds(db, ownerUid)).filter((existing) => existing !== id);
  const batch = writeBatch(db);
  batch.delete(doc(db, paths.roomListing(id)));
  if (!options.skipContact) batch.delete(doc(db, paths.roomListingContact(id)));
  if (!options.skipRegistry) batch.set(doc(db, paths.listingRegistry(ownerUid)), { listingIds: ids, lastChangedId: id });
  if (!options.skipTotal) countStep(batch, doc(db, paths.roomListing(id)), -1);
  if (options.auditBy) addAudit(db, batch, { actor: options.auditBy, action: 'delete', targetKind: 'room', targetId: id });
  await batch.commit();
}

/**
 * Edit listing (owner or admin, data-model.md): update(listing) + update(listing_registry/{ownerUid},
 * { lastChangedId: id, checkedAt }) in one batch, the registry rechecking the letting law.
 * `skipRecheck`: the update alone.
 */
export function batchEditListing(db: Firestore, id: string, changes: DocumentData, options: { ownerUid?: string; skipRecheck?: boolean } = {}): Promise<void> {
  const batch = writeBatch(db);
  batch.update(doc(db, paths.roomListing(id)), changes);
  if (!options.skipRecheck) batch.update(doc(db, paths.listingRegistry(options.ownerUid ?? OWNER)), { lastChangedId: id, checkedAt: serverTimestamp() });
  return batch.commit();
}

/** Delete request (owner or admin): delete(request) + delete(contact/phone) + its total's step. */
export function batchDeleteRequest(db: Firestore, uid: string, options: { skipTotal?: boolean; auditBy?: string } = {}): Promise<void> {
  const batch = writeBatch(db);
  const request = doc(db, paths.roommateRequest(uid));
  batch.delete(request);
  batch.delete(doc(db, paths.roommateRequestContact(uid)));
  if (!options.skipTotal) countStep(batch, request, -1);
  if (options.auditBy) addAudit(db, batch, { actor: options.auditBy, action: 'delete', targetKind: 'roommate', targetId: uid });
  return batch.commit();
}

export type CountedKind = Exclude<RateLimitKind, 'messages'>;

/**
 * The next step of users/{uid}/rate_limits/{kind} (a day's count), from the stored counter:
 * count + 1 in the same window, or a new window at 1 when there is none (or `restart`).
 */
export async function nextDayCount(db: Firestore, uid: string, kind: CountedKind, restart = false): Promise<DocumentData> {
  let stored: DocumentData | undefined;
  try {
    stored = (await getDoc(doc(db, paths.rateLimit(uid, kind)))).data();
  } catch (error) {
    throw new Error(`fixture: could not read the ${kind} counter of ${uid}: ${String(error)}`, { cause: error });
  }
  if (!stored || restart) return { windowStart: serverTimestamp(), count: 1, lastAt: serverTimestamp() };
  return { windowStart: stored.windowStart as unknown, count: (stored.count as number) + 1, lastAt: serverTimestamp() };
}

export interface OpenChatOptions {
  /** Leave the conversations counter out of the batch. */
  skipCount?: boolean;
  /** Leave the collection total's step out of the batch. */
  skipTotal?: boolean;
}

/**
 * Open chat (a new conversation): set(conversation, { participants, participantNames, unreadCount:
 * { [me]: 0 } }, { merge: true }) + set(rate_limits/conversations, next count) in one batch.
 */
export async function openChat(db: Firestore, me: string, other: string, names: Record<string, string> = {}, options: OpenChatOptions = {}): Promise<void> {
  const ref = doc(db, paths.conversation(conversationId(me, other)));
  // Like the app: a new conversation is counted. A caller the rules refuse the read to is attacking.
  const isNew = await getDoc(ref).then((snapshot) => !snapshot.exists(), () => true);
  const batch = writeBatch(db);
  batch.set(
    ref,
    {
      participants: [me, other].sort(),
      participantNames: { [me]: `Name of ${me}`, [other]: `Name of ${other}`, ...names },
      unreadCount: { [me]: 0 },
    },
    { merge: true },
  );
  if (!options.skipCount) batch.set(doc(db, paths.rateLimit(me, 'conversations')), await nextDayCount(db, me, 'conversations'));
  if (isNew && !options.skipTotal) countStep(batch, ref, 1);
  await batch.commit();
}

/**
 * File a report: set(reports/{new}) + set(rate_limits/reports, { ...next count, changed: the
 * report's id }) in one batch, as `me`. `extra` reports ride in the same batch under that one step.
 */
export async function fileReport(db: Firestore, me: string, report: DocumentData, options: { skipCount?: boolean; extra?: DocumentData[] } = {}): Promise<void> {
  const batch = writeBatch(db);
  const ref = doc(collection(db, paths.publicCollection('reports')));
  batch.set(ref, report);
  for (const extra of options.extra ?? []) batch.set(doc(collection(db, paths.publicCollection('reports'))), extra);
  if (!options.skipCount) batch.set(doc(db, paths.rateLimit(me, 'reports')), { ...(await nextDayCount(db, me, 'reports')), changed: ref.id });
  await batch.commit();
}

export interface SendMessageOptions {
  /** Overrides of the message document (forged senderId, receiverId, text...). */
  message?: DocumentData;
  /** The conversation update; default: the data-model shape. */
  conversation?: DocumentData | null;
  /** Conversation id; default: conversationId(from, to). */
  conversationId?: string;
  messageId?: string;
  /** Leave the sender's rate_limits/messages tick out of the batch. */
  skipTick?: boolean;
  /** The conversation the tick names; default: this message's. */
  tickFor?: string;
  /** More writes for the same batch (an email about this message), given the message's id. */
  also?: (batch: WriteBatch, messageId: string) => void;
}

/**
 * Send message: set(messages/{new}) + update(conversation, { lastMessage, lastMessageTimestamp,
 * lastMessageId, ['unreadCount.' + receiver]: increment(1) }) + set(users/{from}/rate_limits/messages,
 * { lastAt: now, changed: conversation id }) in one batch.
 */
export async function batchSendMessage(db: Firestore, from: string, to: string, text: string, options: SendMessageOptions = {}): Promise<void> {
  const id = options.conversationId ?? conversationId(from, to);
  const batch = writeBatch(db);
  const message = doc(db, `${paths.messages(id)}/${options.messageId ?? `msg-${Date.now()}-${Math.random().toString(36).slice(2)}`}`);
  batch.set(message, { ...messageDoc(from, to, text), ...options.message });
  if (options.conversation !== null) {
    batch.update(
      doc(db, paths.conversation(id)),
      options.conversation ?? { lastMessage: text, lastMessageTimestamp: serverTimestamp(), lastMessageId: message.id, [`unreadCount.${to}`]: increment(1) },
    );
  }
  if (!options.skipTick) batch.set(doc(db, paths.rateLimit(from, 'messages')), { lastAt: serverTimestamp(), changed: options.tickFor ?? id });
  options.also?.(batch, message.id);
  await batch.commit();
}

/** One admin action: `write` adds its documents to a batch that also carries `audit`'s entry. */
export function audited(db: Firestore, audit: AuditFixture, write: (batch: WriteBatch) => void): Promise<void> {
  const batch = writeBatch(db);
  write(batch);
  addAudit(db, batch, audit);
  return batch.commit();
}

export { deleteField, increment, serverTimestamp };
