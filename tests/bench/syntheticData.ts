/** The benchmark's synthetic data set, written straight to the emulator in batches (no rules). */
const PROJECT_ID = 'demo-roomshare';
const ROOT = 'artifacts/roomshare-uk';
const PUB = `${ROOT}/public/data`;
const DAY_MS = 24 * 60 * 60 * 1000;
const AMENITIES = ['WiFi', 'Parking', 'Bills included', 'Furnished', 'Washing Machine', 'Gym access', 'Balcony'];
const ROOM_TYPES = ['Single', 'Double', 'En-suite', 'Studio', 'Shared'];
const AREAS = ['Ilford', 'Wembley', 'Southall', 'Hounslow', 'Croydon', 'East Ham'];

export type Write = [string, Record<string, unknown>];
interface Client {
  setAll(writes: Write[]): Promise<number>;
}

function load<T>(relative: string): Promise<T> {
  return import(new URL(relative, import.meta.url).href) as Promise<T>;
}

export const benchUid = (i: number) => `bench-user-${i}`;
export const benchEmail = (i: number) => `bench.member.${i}.k9@scale.test`;
export const BENCH_CHAT_PARTNER = 'bench-user-1';

export async function benchClient(): Promise<Client> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through "npm run bench:scale".');
  const { firestoreClient } = await load<{ firestoreClient(host: string, projectId: string): Client }>('../../scripts/seed/lib/firestore.mjs');
  return firestoreClient(host, PROJECT_ID);
}

export async function userWrites(from: number, to: number): Promise<Write[]> {
  const { searchTermsOf } = await load<{ searchTermsOf(name: string, email: string): string[] }>('../../scripts/seed/lib/searchTerms.mjs');
  const writes: Write[] = [];
  for (let i = from; i < to; i += 1) {
    const uid = benchUid(i);
    const name = `Bench Member ${i}`;
    const createdAt = new Date(Date.now() - (30 + (i % 3000)) * DAY_MS - i * 1000);
    const shared = { userId: uid, name, role: 'I Have Room', isAdmin: false, isPremium: false, createdAt, lastActivity: createdAt };
    writes.push([`${ROOT}/users/${uid}/user_profile/data`, { ...shared, email: benchEmail(i), phoneNumber: '', profilePicture: '', searchTerms: searchTermsOf(name, benchEmail(i)) }]);
    writes.push([`${PUB}/user_profiles/${uid}`, shared]);
  }
  return writes;
}

export function listingWrites(from: number, to: number, users: number): Write[] {
  const writes: Write[] = [];
  for (let i = from; i < to; i += 1) {
    const area = AREAS[i % AREAS.length]!;
    const at = new Date(Date.now() - 60 * DAY_MS + i * 1000);
    const uid = benchUid(i % users);
    writes.push([
      `${PUB}/room_listings/bench-${i}`,
      {
        title: `Bench room ${i} in ${area}`, description: 'A synthetic listing for the scale benchmark.', address: `${area}, London`, postcode: 'IG1 1AA',
        rent: 400 + (i % 900), deposit: 500, roomType: ROOM_TYPES[i % ROOM_TYPES.length], preferredTenants: 'Any', availableFrom: '',
        amenities: AMENITIES.filter((_, a) => (i >> a) % 2 === 1), contactMethod: 'chat', images: [],
        locationKeys: [area.toLowerCase().replace(/ /g, '-'), 'london'], status: 'active', userId: uid, userName: `Bench Member ${i % users}`, createdAt: at, lastActivity: at,
      },
    ]);
  }
  return writes;
}

/** `me` talks to `partners` users (one message each) and has `chatMessages` messages with the first. */
export function conversationWrites(me: string, myName: string, partners: number, chatMessages: number): Write[] {
  const writes: Write[] = [];
  const start = Date.now() - 10 * DAY_MS;
  for (let p = 1; p <= partners; p += 1) {
    const other = benchUid(p);
    const participants = [me, other].sort();
    const id = participants.join('_');
    const count = p === 1 ? chatMessages : 1;
    const at = new Date(start + p * 60_000);
    writes.push([
      `${PUB}/conversations/${id}`,
      { participants, participantNames: { [me]: myName, [other]: `Bench Member ${p}` }, lastMessage: `Message ${count - 1}`, lastMessageTimestamp: p === 1 ? new Date() : at, lastMessageId: `m${count - 1}`, unreadCount: { [me]: 0, [other]: 0 } },
    ]);
    for (let m = 0; m < count; m += 1) {
      const sender = m % 2 === 0 ? me : other;
      writes.push([`${PUB}/conversations/${id}/messages/m${String(m).padStart(6, '0')}`, { text: `Message ${m}`, senderId: sender, receiverId: sender === me ? other : me, timestamp: new Date(start + m * 1000) }]);
    }
  }
  return writes;
}
