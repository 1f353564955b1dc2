/**
 * Turns the seed data into Firestore documents exactly as docs/data-model.md describes them.
 * Pure functions: image URLs are resolved by the caller.
 */
import { appConversations, appLocationKeys, appSearchTerms } from './appSources.mjs';
import { listingPlaceOf } from './listingPlace.mjs';

/** Accounts younger than this keep a conversation counter (src/config/constants.ts NEW_ACCOUNT_DAYS). */
const NEW_ACCOUNT_DAYS = 7;

/**
 * @typedef {import('./time.mjs').Clock} Clock
 * @typedef {import('../data/users.mjs').SeedUser} SeedUser
 * @typedef {[string, Record<string, unknown>]} Write
 * @typedef {ReturnType<typeof import('../../../src/data/collections').firestorePaths>} Paths
 */

/** A post's badges: what its owner's ID token carries (firestore.rules isTrueVerifiedMirror). @param {SeedUser} u */
const verifiedOf = (u) => ({ email: u.emailVerified === true, phone: u.phoneVerified === true });

/** lastActivity: equal to createdAt unless the item was touched later. */
const activity = (clock, created, updatedDaysAgo) =>
  updatedDaysAgo === undefined ? created : clock.daysAgo(updatedDaysAgo);

/** @param {Paths} p @param {Clock} clock @param {SeedUser} u @param {string} pictureUrl @returns {Write[]} */
export function profileWrites(p, clock, u, pictureUrl) {
  const createdAt = clock.daysAgo(u.joinedDaysAgo);
  const lastActivity = u.activeDaysAgo === u.joinedDaysAgo ? createdAt : clock.daysAgo(u.activeDaysAgo);
  const shared = { userId: u.uid, name: u.name, role: u.role, isAdmin: u.isAdmin, isPremium: u.isPremium };
  return [
    [
      p.privateProfile(u.uid),
      { ...shared, email: u.email, phoneNumber: u.phone, profilePicture: pictureUrl, createdAt, lastActivity, ...appSearchTerms.searchFieldsOf(u.name, u.email, createdAt) },
    ],
    // The public copy never carries email or phoneNumber. lastActiveDay: the UTC day number the app
    // records on each day's first use (src/data/repositories/activity.ts).
    [p.publicProfile(u.uid), { ...shared, createdAt, lastActivity, lastActiveDay: clock.utcDayAgo(u.activeDaysAgo) }],
  ];
}

/**
 * A listing's createdAt and lastActivity. Seconds from the id's number keep listings given the
 * same "days ago" apart: Browse pages by (status, lastActivity), and real server timestamps never
 * tie. Only seeded ids (seed-room-NN): other callers (e2e fixtures) pass their own ids.
 * @param {Clock} clock @param {{ id: string, createdDaysAgo: number, updatedDaysAgo?: number }} l
 */
export function listingTimes(clock, l) {
  const seconds = Number(/^seed-room-(\d+)$/.exec(l.id)?.[1] ?? 0);
  const apart = (/** @type {Date} */ date) => new Date(date.getTime() - seconds * 1000);
  const createdAt = apart(clock.daysAgo(l.createdDaysAgo));
  return { createdAt, lastActivity: l.updatedDaysAgo === undefined ? createdAt : apart(clock.daysAgo(l.updatedDaysAgo)) };
}

/**
 * @param {Paths} p @param {Clock} clock @param {import('../data/listings.mjs').SeedListing} l
 * @param {SeedUser} owner @param {{ images: string[], cardImages: string[] | null }} photos @returns {Write[]}
 */
export function listingWrites(p, clock, l, owner, photos) {
  const { createdAt, lastActivity } = listingTimes(clock, l);
  return [
    [
      p.roomListing(l.id),
      {
        title: l.title,
        description: l.description,
        address: l.address,
        postcode: l.postcode,
        rent: l.rent,
        deposit: l.deposit,
        // Studios are whole homes; the other rooms are rooms in shared houses unless the data says.
        letKind: l.letKind ?? (l.roomType === 'Studio' ? 'whole-home' : 'tenancy'),
        holdingDeposit: l.holdingDeposit ?? 0,
        rentInAdvance: l.rentInAdvance ?? 0,
        roomType: l.roomType,
        preferredTenants: l.preferredTenants,
        availableFrom: clock.isoDate(l.availableInDays),
        amenities: l.amenities,
        ...(l.household ? { household: l.household } : {}),
        contactMethod: 'chat',
        images: photos.images,
        ...(photos.cardImages ? { cardImages: photos.cardImages } : {}),
        locationKeys: appLocationKeys.listingLocationKeys(l),
        ...listingPlaceOf(l),
        status: l.status,
        ...(l.rejectionReason ? { rejectionReason: l.rejectionReason } : {}),
        userId: owner.uid,
        ownerPremium: owner.isPremium,
        ownerVerified: verifiedOf(owner),
        userName: owner.name,
        createdAt,
        lastActivity,
      },
    ],
    [p.roomListingContact(l.id), { phoneNumber: owner.phone, userId: owner.uid }],
  ];
}

/**
 * One registry per owner: listingIds in creation order, lastChangedId the newest.
 * @param {Paths} p @param {import('../data/listings.mjs').SeedListing[]} listings @returns {Write[]}
 */
export function registryWrites(p, listings) {
  /** @type {Map<string, import('../data/listings.mjs').SeedListing[]>} */
  const byOwner = new Map();
  for (const l of listings) byOwner.set(l.owner, [...(byOwner.get(l.owner) ?? []), l]);
  return [...byOwner].map(([uid, own]) => {
    const ids = [...own].sort((a, b) => b.createdDaysAgo - a.createdDaysAgo).map((l) => l.id);
    return [p.listingRegistry(uid), { listingIds: ids, lastChangedId: ids[ids.length - 1] }];
  });
}

/**
 * @param {Paths} p @param {Clock} clock @param {import('../data/requests.mjs').SeedRequest} r
 * @param {SeedUser} u @param {string} pictureUrl @returns {Write[]}
 */
export function requestWrites(p, clock, r, u, pictureUrl) {
  const createdAt = clock.daysAgo(r.createdDaysAgo);
  return [
    [
      p.roommateRequest(u.uid),
      {
        userName: u.name,
        aboutMe: r.aboutMe,
        age: r.age,
        gender: r.gender,
        budget: r.budget,
        preferredLocations: r.preferredLocations,
        locationKeys: appLocationKeys.requestLocationKeys(r.preferredLocations),
        moveInDate: clock.isoDate(r.moveInDays),
        profession: r.profession,
        organization: r.organization,
        preferredRoommates: r.preferredRoommates,
        requirements: r.requirements,
        furnished: r.furnished,
        preferredStay: r.preferredStay,
        ...(r.self ? { self: r.self } : {}),
        ...(r.needs ? { needs: r.needs } : {}),
        profilePicture: pictureUrl,
        verificationId: '',
        status: r.status,
        userId: u.uid,
        ownerPremium: u.isPremium,
        ownerVerified: verifiedOf(u),
        createdAt,
        lastActivity: activity(clock, createdAt, r.updatedDaysAgo),
      },
    ],
    [p.roommateRequestContact(u.uid), { phoneNumber: u.phone, userId: u.uid }],
  ];
}

/**
 * The new-account conversation counter (users/{uid}/rate_limits/conversations) the app keeps for
 * accounts younger than a week: one per such user who started conversations in the last day
 * (sent the first message), as the data layer would have counted them.
 * @param {Paths} p @param {Clock} clock @param {import('../data/conversations.mjs').SeedConversation[]} conversations
 * @param {SeedUser[]} users @returns {Write[]}
 */
export function conversationCounterWrites(p, clock, conversations, users) {
  return users
    .filter((u) => u.joinedDaysAgo < NEW_ACCOUNT_DAYS)
    .flatMap((u) => {
      const starts = conversations
        .filter((c) => c.messages[0]?.[0] === u.uid && c.startDaysAgo < 1)
        .map((c) => c.startDaysAgo)
        .sort((a, b) => b - a);
      if (starts.length === 0) return [];
      const first = starts[0] ?? 0;
      const last = starts[starts.length - 1] ?? 0;
      return [[p.rateLimit(u.uid, 'conversations'), { windowStart: clock.daysAgo(first), count: starts.length, lastAt: clock.daysAgo(last) }]];
    });
}

/** Fixed message ids so re-seeding overwrites instead of duplicating. @param {number} i */
export const messageId = (i) => `seed-msg-${String(i + 1).padStart(3, '0')}`;

/**
 * @param {import('../data/conversations.mjs').SeedConversation} c
 * @returns {Record<string, number>}
 */
export function unreadCounts(c) {
  /** @type {Record<string, number>} */
  const unread = {};
  for (const uid of [c.a, c.b]) {
    if (c.readBy.includes(uid)) {
      unread[uid] = 0;
      continue;
    }
    const lastSent = c.messages.map(([from]) => from).lastIndexOf(uid);
    unread[uid] = c.messages.slice(lastSent + 1).filter(([from]) => from !== uid).length;
  }
  return unread;
}

/**
 * @param {Paths} p @param {Clock} clock @param {import('../data/conversations.mjs').SeedConversation} c
 * @param {(uid: string) => SeedUser} userById @returns {Write[]}
 */
export function conversationWrites(p, clock, c, userById) {
  const id = appConversations.conversationId(c.a, c.b);
  const participants = [c.a, c.b].sort();
  let ms = clock.msAgo(c.startDaysAgo);
  /** @type {Write[]} */
  const messages = c.messages.map(([from, text, gapMinutes = 0], i) => {
    ms += gapMinutes * 60_000;
    const to = from === c.a ? c.b : c.a;
    return [`${p.messages(id)}/${messageId(i)}`, { text, senderId: from, receiverId: to, timestamp: clock.at(ms) }];
  });
  const last = /** @type {Write} */ (messages[messages.length - 1])[1];
  return [
    [
      p.conversation(id),
      {
        participants,
        participantNames: Object.fromEntries(participants.map((uid) => [uid, userById(uid).name])),
        lastMessage: last.text,
        lastMessageTimestamp: last.timestamp,
        unreadCount: unreadCounts(c),
      },
    ],
    ...messages,
  ];
}

/**
 * @param {Paths} p @param {typeof import('../data/essentials.mjs')} data
 * @param {(image: string) => string} imageUrl @returns {Write[]}
 */
export function essentialsWrites(p, data, imageUrl) {
  return [
    ...data.CATEGORIES.map(({ id, name, priority }) => /** @type {Write} */ ([p.essentialsCategory(id), { name, priority }])),
    ...data.ITEMS.map(({ id, name, description, image, query, categoryId }) => /** @type {Write} */ ([
      p.essentialsItem(id),
      { name, description, imageUrl: imageUrl(image), amazonLink: data.amazonSearch(query), categoryId },
    ])),
  ];
}

/**
 * The demo seeker's saved search, last opened a week ago, so the Saved tab shows new posts.
 * @param {Paths} p @param {Clock} clock @param {string} uid @returns {Write[]}
 */
export function savedSearchWrites(p, clock, uid) {
  const weekAgo = clock.daysAgo(7);
  return [
    [
      p.savedSearch(uid, 'seed-search-london-doubles'),
      { name: 'Doubles in London under £1,000', kind: 'room', query: 'maxRent=1000&area=London&type=Double', createdAt: weekAgo, lastVisitedAt: weekAgo },
    ],
  ];
}
