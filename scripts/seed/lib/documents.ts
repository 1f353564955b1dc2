/**
 * Turns the seed data into Firestore documents exactly as docs/data-model.md describes them.
 * Pure functions: image URLs are resolved by the caller.
 */
import { NEW_ACCOUNT_DAYS } from '../../../src/config/constants';
import type { firestorePaths } from '../../../src/data/collections';
import { conversationId } from '../../../src/data/collections/conversations';
import { listingLocationKeys, requestLocationKeys } from '../../../src/lib/filters/locationKeys';
import { searchFieldsOf } from '../../../src/lib/userSearchTerms';
import type { OwnerVerified } from '../../../src/data/collections/posts';
import type { SeedConversation } from '../data/conversations';
import type * as Essentials from '../data/essentials';
import type { SeedListing } from '../data/listings';
import type { SeedRequest } from '../data/requests';
import type { SeedUser } from '../data/users';
import type { Write } from './firestore';
import { listingPlaceOf } from './listingPlace';
import type { Clock } from './time';

export type { Write };
export type Paths = ReturnType<typeof firestorePaths>;

/** A post's badges: what its owner's ID token carries (firestore.rules isTrueVerifiedMirror). */
const verifiedOf = (u: SeedUser): OwnerVerified => ({ email: u.emailVerified === true, phone: u.phoneVerified === true });

/** lastActivity: equal to createdAt unless the item was touched later. */
const activity = (clock: Clock, created: Date, updatedDaysAgo: number | undefined) =>
  updatedDaysAgo === undefined ? created : clock.daysAgo(updatedDaysAgo);

export function profileWrites(p: Paths, clock: Clock, u: SeedUser, pictureUrl: string): Write[] {
  const createdAt = clock.daysAgo(u.joinedDaysAgo);
  const lastActivity = u.activeDaysAgo === u.joinedDaysAgo ? createdAt : clock.daysAgo(u.activeDaysAgo);
  const shared = { userId: u.uid, name: u.name, role: u.role, isAdmin: u.isAdmin, isPremium: u.isPremium };
  return [
    [
      p.privateProfile(u.uid),
      { ...shared, email: u.email, phoneNumber: u.phone, profilePicture: pictureUrl, createdAt, lastActivity, ...searchFieldsOf(u.name, u.email, createdAt) },
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
 */
export function listingTimes(clock: Clock, l: Pick<SeedListing, 'id' | 'createdDaysAgo' | 'updatedDaysAgo'>): { createdAt: Date; lastActivity: Date } {
  const seconds = Number(/^seed-room-(\d+)$/.exec(l.id)?.[1] ?? 0);
  const apart = (date: Date) => new Date(date.getTime() - seconds * 1000);
  const createdAt = apart(clock.daysAgo(l.createdDaysAgo));
  return { createdAt, lastActivity: l.updatedDaysAgo === undefined ? createdAt : apart(clock.daysAgo(l.updatedDaysAgo)) };
}

export function listingWrites(p: Paths, clock: Clock, l: SeedListing, owner: SeedUser, photos: { images: string[]; cardImages: string[] | null }): Write[] {
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
        locationKeys: listingLocationKeys(l),
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

/** One registry per owner: listingIds in creation order, lastChangedId the newest. */
export function registryWrites(p: Paths, listings: readonly SeedListing[]): Write[] {
  const byOwner = new Map<string, SeedListing[]>();
  for (const l of listings) byOwner.set(l.owner, [...(byOwner.get(l.owner) ?? []), l]);
  return [...byOwner].map(([uid, own]): Write => {
    const ids = [...own].sort((a, b) => b.createdDaysAgo - a.createdDaysAgo).map((l) => l.id);
    return [p.listingRegistry(uid), { listingIds: ids, lastChangedId: ids[ids.length - 1] }];
  });
}

export function requestWrites(p: Paths, clock: Clock, r: SeedRequest, u: SeedUser, pictureUrl: string): Write[] {
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
        locationKeys: requestLocationKeys(r.preferredLocations),
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
 */
export function conversationCounterWrites(p: Paths, clock: Clock, conversations: readonly SeedConversation[], users: readonly SeedUser[]): Write[] {
  return users
    .filter((u) => u.joinedDaysAgo < NEW_ACCOUNT_DAYS)
    .flatMap((u): Write[] => {
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

/** Fixed message ids so re-seeding overwrites instead of duplicating. */
export const messageId = (i: number) => `seed-msg-${String(i + 1).padStart(3, '0')}`;

export function unreadCounts(c: SeedConversation): Record<string, number> {
  const unread: Record<string, number> = {};
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

export function conversationWrites(p: Paths, clock: Clock, c: SeedConversation, userById: (uid: string) => SeedUser): Write[] {
  const id = conversationId(c.a, c.b);
  const participants = [c.a, c.b].sort();
  let ms = clock.msAgo(c.startDaysAgo);
  const messages = c.messages.map(([from, text, gapMinutes = 0], i) => {
    ms += gapMinutes * 60_000;
    const to = from === c.a ? c.b : c.a;
    return [`${p.messages(id)}/${messageId(i)}`, { text, senderId: from, receiverId: to, timestamp: clock.at(ms) }] satisfies Write;
  });
  const last = messages.at(-1)?.[1];
  if (!last) throw new Error(`seed data: conversation ${id} has no messages`);
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

export function essentialsWrites(p: Paths, data: typeof Essentials, imageUrl: (image: string) => string): Write[] {
  return [
    ...data.CATEGORIES.map(({ id, name, priority }): Write => [p.essentialsCategory(id), { name, priority }]),
    ...data.ITEMS.map(({ id, name, description, image, query, categoryId }): Write => [
      p.essentialsItem(id),
      { name, description, imageUrl: imageUrl(image), amazonLink: data.amazonSearch(query), categoryId },
    ]),
  ];
}

/** The demo seeker's saved search, last opened a week ago, so the Saved tab shows new posts. */
export function savedSearchWrites(p: Paths, clock: Clock, uid: string): Write[] {
  const weekAgo = clock.daysAgo(7);
  return [
    [
      p.savedSearch(uid, 'seed-search-london-doubles'),
      { name: 'Doubles in London under £1,000', kind: 'room', query: 'maxRent=1000&area=London&type=Double', createdAt: weekAgo, lastVisitedAt: weekAgo },
    ],
  ];
}
