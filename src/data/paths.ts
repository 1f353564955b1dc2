/**
 * Firestore and Storage paths under the app prefix `artifacts/{appId}`: one prefix per app, the
 * only one the rules know, so a project can host the app without its data mixing with anything else.
 * Plain strings so scripts, tests and rules docs can share them.
 */
export const COLLECTIONS = {
  roomListings: 'room_listings',
  roommateRequests: 'roommate_requests',
  userProfiles: 'user_profiles',
  conversations: 'conversations',
  essentialsCategories: 'essentials_categories',
  essentialsItems: 'essentials_items',
  listingRegistry: 'listing_registry',
  reports: 'reports',
} as const;

/**
 * The Trigger Email extension's collections under `artifacts/{appId}/`: MAIL_COLLECTION,
 * USERS_COLLECTION and TEMPLATES_COLLECTION of extensions/firestore-send-email.env.
 */
export const MAIL_COLLECTIONS = {
  mail: 'mail',
  users: 'mail_users',
  templates: 'mail_templates',
} as const;

/** A listing's viewing times, also queried as a collection group ("Upcoming viewings"). */
export const VIEWING_SLOTS = 'viewing_slots';

/** The collections whose totals the admin overview shows, each kept in stats/{collection}. */
export const COUNTED_COLLECTIONS = [COLLECTIONS.userProfiles, COLLECTIONS.roomListings, COLLECTIONS.roommateRequests, COLLECTIONS.conversations] as const;

export type CountedCollection = (typeof COUNTED_COLLECTIONS)[number];

/** messages: { lastAt } (one a second); the others: { windowStart, count, lastAt } (a day's count; emails: the new-message emails a sender triggers). */
export type RateLimitKind = 'messages' | 'conversations' | 'reports' | 'uploads' | 'emails';

export type PublicCollection = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/** The id of a post's contact sub-document (`{post}/contact/{CONTACT_DOC_ID}`). */
export const CONTACT_DOC_ID = 'phone';

export function firestorePaths(appId: string) {
  const root = `artifacts/${appId}`;
  const publicData = `${root}/public/data`;
  return {
    root,
    publicCollection: (name: PublicCollection) => `${publicData}/${name}`,
    roomListing: (id: string) => `${publicData}/${COLLECTIONS.roomListings}/${id}`,
    roomListingContact: (id: string) => `${publicData}/${COLLECTIONS.roomListings}/${id}/contact/${CONTACT_DOC_ID}`,
    roommateRequest: (uid: string) => `${publicData}/${COLLECTIONS.roommateRequests}/${uid}`,
    roommateRequestContact: (uid: string) =>
      `${publicData}/${COLLECTIONS.roommateRequests}/${uid}/contact/${CONTACT_DOC_ID}`,
    publicProfile: (uid: string) => `${publicData}/${COLLECTIONS.userProfiles}/${uid}`,
    privateProfile: (uid: string) => `${root}/users/${uid}/user_profile/data`,
    shortlist: (uid: string) => `${root}/users/${uid}/shortlist`,
    shortlistEntry: (uid: string, id: string) => `${root}/users/${uid}/shortlist/${id}`,
    savedSearches: (uid: string) => `${root}/users/${uid}/saved_searches`,
    savedSearch: (uid: string, id: string) => `${root}/users/${uid}/saved_searches/${id}`,
    blocks: (uid: string) => `${root}/users/${uid}/blocks`,
    block: (uid: string, otherUid: string) => `${root}/users/${uid}/blocks/${otherUid}`,
    /** The caller's abuse-limit counters (firestore.rules "rate limits"). */
    rateLimit: (uid: string, kind: RateLimitKind) => `${root}/users/${uid}/rate_limits/${kind}`,
    report: (id: string) => `${publicData}/${COLLECTIONS.reports}/${id}`,
    listingRegistry: (uid: string) => `${publicData}/${COLLECTIONS.listingRegistry}/${uid}`,
    conversation: (id: string) => `${publicData}/${COLLECTIONS.conversations}/${id}`,
    messages: (conversationId: string) => `${publicData}/${COLLECTIONS.conversations}/${conversationId}/messages`,
    essentialsCategory: (id: string) => `${publicData}/${COLLECTIONS.essentialsCategories}/${id}`,
    essentialsItem: (id: string) => `${publicData}/${COLLECTIONS.essentialsItems}/${id}`,
    /** A counted collection's total (firestore.rules "collection totals"). */
    stats: (collection: CountedCollection) => `${publicData}/stats/${collection}`,
    /** The Trigger Email extension's collections (extensions/firestore-send-email.env, docs/email.md). */
    mailCollection: () => `${root}/${MAIL_COLLECTIONS.mail}`,
    mail: (id: string) => `${root}/${MAIL_COLLECTIONS.mail}/${id}`,
    mailUser: (uid: string) => `${root}/${MAIL_COLLECTIONS.users}/${uid}`,
    mailTemplate: (name: string) => `${root}/${MAIL_COLLECTIONS.templates}/${name}`,
    /** users/{uid}/settings/notifications: which emails the user wants (absent = all on). */
    notificationSettings: (uid: string) => `${root}/users/${uid}/settings/notifications`,
    /** Written first by "Delete my account"; never removed (firestore.rules "account deletion"). */
    accountDeletion: (uid: string) => `${root}/users/${uid}/account_deletion/marker`,
    /** Settings documents of a user (e.g. notifications). */
    userSettings: (uid: string, id: string) => `${root}/users/${uid}/settings/${id}`,
    /** Admin actions, create only (firestore.rules "audit log"). */
    auditLog: () => `${publicData}/audit_log`,
    /** The admin's pointer to the audit entry their current batch creates. */
    auditHead: (uid: string) => `${publicData}/audit_heads/${uid}`,
    /** A listing's viewing times (firestore.rules "viewings", docs/viewings.md). */
    viewingSlots: (listingId: string) => `${publicData}/${COLLECTIONS.roomListings}/${listingId}/${VIEWING_SLOTS}`,
    viewingSlot: (listingId: string, slotId: string) => `${publicData}/${COLLECTIONS.roomListings}/${listingId}/${VIEWING_SLOTS}/${slotId}`,
    /** A video slot's meeting link, readable by the owner and the booked seeker only. */
    viewingMeeting: (listingId: string, slotId: string) =>
      `${publicData}/${COLLECTIONS.roomListings}/${listingId}/${VIEWING_SLOTS}/${slotId}/meeting/link`,
    /** An in-person slot's address, when its owner shares it: the owner and the booked seeker read it. */
    viewingAddress: (listingId: string, slotId: string) =>
      `${publicData}/${COLLECTIONS.roomListings}/${listingId}/${VIEWING_SLOTS}/${slotId}/meeting/address`,
    /** A seeker's bookings: one per listing, at most VIEWING_BOOKINGS_MAX. */
    viewingRegistry: (uid: string) => `${root}/users/${uid}/viewings/registry`,
    /** How many viewings a user booked and cancelled (for admins). */
    viewingCounts: (uid: string) => `${root}/users/${uid}/viewings/counts`,
  };
}

export function storagePaths(appId: string) {
  const root = `artifacts/${appId}`;
  return {
    /** A listing image in upload slot `slot` ('<windowStart ms>-<n>', see storage.rules). */
    listingImage: (uid: string, slot: string) => `${root}/room_listings/${uid}/${slot}`,
    /** A listing image's card rendition: beside it, in `card/` under the same name. */
    listingCardImage: (uid: string, slot: string) => `${root}/room_listings/${uid}/card/${slot}`,
    profilePicture: (uid: string) => `${root}/user_profiles/${uid}/profile_picture.jpg`,
  };
}

/** The card rendition's path of the listing image at `imagePath` (storagePaths.listingCardImage). */
export function cardImagePath(imagePath: string): string {
  const cut = imagePath.lastIndexOf('/');
  return `${imagePath.slice(0, cut)}/card/${imagePath.slice(cut + 1)}`;
}

/** Conversation id: the two uids sorted and joined by "_". */
export function conversationId(a: string, b: string): string {
  return [a, b].sort().join('_');
}
