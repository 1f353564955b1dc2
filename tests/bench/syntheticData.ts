/** The benchmark's synthetic data set, written straight to the emulator in batches (no rules). */
import { geohashFor } from '../../src/lib/place/geo';
import { searchFieldsOf } from '../../src/lib/userSearchTerms';
import { AMENITIES, ROOM_TYPES } from '../../src/data/collections/roomListings';
import { firestoreClient, type FirestoreClient } from '../../scripts/seed/lib/firestore';
import type { HouseholdNeeds } from '../../src/schema/household';
import { benchHousehold } from './benchHousehold';
import { REQUESTS } from '../../scripts/seed/data/requests';

const PROJECT_ID = 'demo-roomshare';
const ROOT = 'artifacts/roomshare-uk';
const PUB = `${ROOT}/public/data`;
const DAY_MS = 24 * 60 * 60 * 1000;
const AREAS = ['Ilford', 'Wembley', 'Southall', 'Hounslow', 'Croydon', 'East Ham'];

/** A bench listing's point: spread evenly (a low-discrepancy walk) over ~30 × 30 km of London. */
function benchPlace(i: number): { outcode: string; geo: { lat: number; lng: number; geohash: string }; nation: 'england' } {
  const lat = Math.round((51.37 + ((i * 0.618034) % 1) * 0.27) * 1e5) / 1e5;
  const lng = Math.round((-0.34 + ((i * 0.754878) % 1) * 0.43) * 1e5) / 1e5;
  return { outcode: 'E1', geo: { lat, lng, geohash: geohashFor({ lat, lng }) }, nation: 'england' };
}
/** One listing in this many waits for review (its owner has no verified phone), as screening holds them. */
export const PENDING_EVERY = 50;
/** The messages not in the seeker's conversations go to conversations of this many between other users. */
const BACKGROUND_CHAT_LENGTH = 50;

export type Write = [string, Record<string, unknown>];

/** A demo seeker's needs as the seed writes them (scripts/seed/data/requests.ts). */
export function seedNeedsOf(uid: string): HouseholdNeeds | undefined {
  return REQUESTS.find((request) => request.uid === uid)?.needs;
}

export const benchUid = (i: number) => `bench-user-${i}`;
export const benchEmail = (i: number) => `bench.member.${i}.k9@scale.test`;

export async function benchClient(): Promise<FirestoreClient> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through "npm run bench:scale".');
  return firestoreClient(host, PROJECT_ID);
}

export async function userWrites(from: number, to: number): Promise<Write[]> {
  const writes: Write[] = [];
  for (let i = from; i < to; i += 1) {
    const uid = benchUid(i);
    const name = `Bench Member ${i}`;
    const createdAt = new Date(Date.now() - (30 + (i % 3000)) * DAY_MS - i * 1000);
    const shared = { userId: uid, name, role: 'I Have Room', isAdmin: false, isPremium: false, createdAt, lastActivity: createdAt };
    writes.push([`${ROOT}/users/${uid}/user_profile/data`, { ...shared, email: benchEmail(i), phoneNumber: '', profilePicture: '', ...searchFieldsOf(name, benchEmail(i), createdAt) }]);
    writes.push([`${PUB}/user_profiles/${uid}`, shared]);
  }
  return writes;
}

/** What a bench listing's risk screening queries on: its first location key, room type and owner. */
export function benchListingFacts(i: number, users: number): { locationKey: string; roomType: string; uid: string } {
  return { locationKey: AREAS[i % AREAS.length]!.toLowerCase().replace(/ /g, '-'), roomType: ROOM_TYPES[i % ROOM_TYPES.length]!, uid: benchUid(i % users) };
}

/** The `count` newest bench listings that are live (not pending), newest first. */
export function newestLiveBenchListings(listings: number, count: number): number[] {
  const found: number[] = [];
  for (let i = listings - 1; i >= 0 && found.length < count; i -= 1) if (i % PENDING_EVERY !== PENDING_EVERY - 1) found.push(i);
  return found;
}

type BenchPlace = ReturnType<typeof benchPlace>;

/** Listing `i` of a bench data set, at `place`; one in PENDING_EVERY waits for review. */
function listingWrite(id: string, i: number, users: number, place: BenchPlace): Write {
  const area = AREAS[i % AREAS.length]!;
  const at = new Date(Date.now() - 60 * DAY_MS + i * 1000);
  const pending = i % PENDING_EVERY === PENDING_EVERY - 1;
  const household = benchHousehold(i);
  return [
    `${PUB}/room_listings/${id}`,
    {
      title: `Bench room ${i} in ${area}`, description: 'A synthetic listing for the scale benchmark.', address: `${area}, London`, postcode: 'IG1 1AA',
      rent: 400 + (i % 900), deposit: 500, roomType: ROOM_TYPES[i % ROOM_TYPES.length], preferredTenants: 'Any', availableFrom: '',
      amenities: AMENITIES.filter((_, a) => (i >> a) % 2 === 1), contactMethod: 'chat', images: [],
      locationKeys: [area.toLowerCase().replace(/ /g, '-'), 'london'], ...place, status: pending ? 'pending' : 'active',
      ownerPremium: false, ownerVerified: { email: true, phone: !pending }, ...(household ? { household } : {}),
      userId: benchUid(i % users), userName: `Bench Member ${i % users}`, createdAt: at, lastActivity: at,
    },
  ];
}

export function listingWrites(from: number, to: number, users: number): Write[] {
  return Array.from({ length: to - from }, (_, k) => listingWrite(`bench-${from + k}`, from + k, users, benchPlace(from + k)));
}

export const CHARING_CROSS = { lat: 51.508, lng: -0.1281 };
/** The dense data set's disc around Charing Cross, in km. */
export const DENSE_RADIUS_KM = 15;

/**
 * Dense room `i`'s point: spread evenly (a low-discrepancy walk, even at any prefix of it) over
 * the disc of DENSE_RADIUS_KM around Charing Cross, so 200, 2,000 and 20,000 rooms are the same
 * London at three densities.
 */
export function densePoint(i: number): { lat: number; lng: number } {
  const r = DENSE_RADIUS_KM * Math.sqrt((i * 0.754877666 + 0.5) % 1);
  const angle = 2 * Math.PI * ((i * 0.569840291) % 1);
  const lat = CHARING_CROSS.lat + (r * Math.sin(angle)) / 111.32;
  const lng = CHARING_CROSS.lng + (r * Math.cos(angle)) / (111.32 * Math.cos((CHARING_CROSS.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

/** Dense rooms `from` to `to` (ids dense-i), owned by `users` bench users. */
export function denseListingWrites(from: number, to: number, users: number): Write[] {
  return Array.from({ length: to - from }, (_, k) => {
    const point = densePoint(from + k);
    return listingWrite(`dense-${from + k}`, from + k, users, { outcode: 'WC2N', geo: { ...point, geohash: geohashFor(point) }, nation: 'england' });
  });
}

function conversation(me: string, myName: string, other: string, otherName: string, count: number, lastAt: Date): Write[] {
  const participants = [me, other].sort();
  const id = participants.join('_');
  const start = lastAt.getTime() - count * 1000;
  const writes: Write[] = [
    [
      `${PUB}/conversations/${id}`,
      { participants, participantNames: { [me]: myName, [other]: otherName }, lastMessage: `Message ${count - 1}`, lastMessageTimestamp: lastAt, lastMessageId: `m${String(count - 1).padStart(6, '0')}`, unreadCount: { [me]: 0, [other]: 0 } },
    ],
  ];
  for (let m = 0; m < count; m += 1) {
    const sender = m % 2 === 0 ? me : other;
    writes.push([`${PUB}/conversations/${id}/messages/m${String(m).padStart(6, '0')}`, { text: `Message ${m}`, senderId: sender, receiverId: sender === me ? other : me, timestamp: new Date(start + m * 1000) }]);
  }
  return writes;
}

/**
 * `me` talks to `partners` bench users (one message each) and has `chatMessages` messages with
 * the first (the newest conversation); the rest of `totalMessages` goes to conversations of
 * BACKGROUND_CHAT_LENGTH between other bench users, so the data set holds that many messages.
 */
export function conversationWrites(me: string, myName: string, partners: number, chatMessages: number, totalMessages: number, users: number): Write[] {
  const writes: Write[] = [];
  const start = Date.now() - 10 * DAY_MS;
  for (let p = 1; p <= partners; p += 1) {
    writes.push(...conversation(me, myName, benchUid(p), `Bench Member ${p}`, p === 1 ? chatMessages : 1, p === 1 ? new Date() : new Date(start + p * 60_000)));
  }
  let left = totalMessages - (chatMessages + partners - 1);
  for (let c = 0; left > 0 && users > partners + 2; c += 1) {
    const a = partners + 1 + ((2 * c) % (users - partners - 1));
    const b = partners + 1 + ((2 * c + 1) % (users - partners - 1));
    const count = Math.min(left, BACKGROUND_CHAT_LENGTH);
    writes.push(...conversation(benchUid(a), `Bench Member ${a}`, benchUid(b), `Bench Member ${b}`, count, new Date(start - c * 60_000)));
    left -= count;
  }
  return writes;
}
