// @vitest-environment node
/**
 * The demo seed against running emulators (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST,
 * FIREBASE_STORAGE_EMULATOR_HOST or STORAGE_EMULATOR_HOST, provided by the test runner). Seeds
 * under its own app prefix so it never disturbs the dev data or other suites' documents, reads
 * back through the app's own path builders, and checks the shapes of docs/data-model.md.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type firebase from 'firebase/compat/app';
import { seed, type SeedSummary } from '../../scripts/seed/index';
import { DEMO_ACCOUNTS, DEMO_ACCOUNT_LIST } from '../../scripts/seed/accounts';
import { COLLECTIONS, firestorePaths } from '../../src/data/collections';
import { conversationId } from '../../src/data/collections/conversations';
import * as Listings from '../../src/data/collections/roomListings';
import * as Requests from '../../src/data/collections/roommateRequests';
import { listingLocationKeys, requestLocationKeys } from '../../src/lib/filters/locationKeys';
import { searchTermsOf } from '../../src/lib/userSearchTerms';
import { LET_KINDS } from '../../src/lib/lettingLaw/types';
import { householdOf, needsOf, seekerSelfOf } from '../../src/data/collections/householdFields';

type Db = firebase.firestore.Firestore;
type Data = Record<string, unknown>;

const projectId = process.env.SEED_TEST_PROJECT_ID ?? process.env.GCLOUD_PROJECT ?? 'demo-roomshare';
const appId = 'seed-test';
const P = firestorePaths(appId);
const quiet = () => {};
const sorted = (o: object) => Object.keys(o).sort();

const LISTING_KEYS = ['title', 'description', 'address', 'postcode', 'rent', 'deposit', 'letKind', 'holdingDeposit', 'rentInAdvance', 'roomType', 'preferredTenants', 'availableFrom', 'amenities', 'contactMethod', 'images', 'locationKeys', 'status', 'userId', 'ownerPremium', 'ownerVerified', 'userName', 'createdAt', 'lastActivity'].sort();
const REQUEST_KEYS = ['userName', 'aboutMe', 'age', 'gender', 'budget', 'preferredLocations', 'locationKeys', 'moveInDate', 'profession', 'organization', 'preferredRoommates', 'requirements', 'furnished', 'preferredStay', 'profilePicture', 'verificationId', 'status', 'userId', 'ownerPremium', 'ownerVerified', 'createdAt', 'lastActivity'].sort();
const PUBLIC_PROFILE_KEYS = ['userId', 'name', 'role', 'isAdmin', 'isPremium', 'createdAt', 'lastActivity'].sort();
const PRIVATE_PROFILE_KEYS = [...PUBLIC_PROFILE_KEYS, 'email', 'phoneNumber', 'profilePicture', 'searchTerms', 'createdDay'].sort();
const PHONE = /^\+44 7700 900\d{3}$/;
const ISO_DATE = /^(\d{4}-\d{2}-\d{2})?$/;

let env: RulesTestEnvironment;
let first: SeedSummary;
let second: SeedSummary;

/** Runs `fn` with an admin (rules-disabled) Firestore and returns its result. */
async function read<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await env.withSecurityRulesDisabled(async (ctx) => {
    result = await fn(ctx.firestore());
  });
  return result as T;
}

type Doc = Data & { id: string };
const docs = (db: Db, path: string): Promise<Doc[]> =>
  db.collection(path).get().then((s) => s.docs.map((d): Doc => ({ ...(d.data() as Data), id: d.id })));

async function counts() {
  return read(async (db) => {
    const conversations = await docs(db, P.publicCollection(COLLECTIONS.conversations));
    let messages = 0;
    for (const c of conversations) messages += (await db.collection(P.messages(c.id)).get()).size;
    const result: Record<string, number> = { messages };
    for (const name of Object.values(COLLECTIONS)) result[name] = (await db.collection(P.publicCollection(name)).get()).size;
    return result;
  });
}

async function fetchJpeg(url: string) {
  const res = await fetch(url);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), magic: bytes.subarray(0, 3).toString('hex'), size: bytes.length };
}

beforeAll(async () => {
  env = await initializeTestEnvironment({ projectId });
  first = await seed({ projectId, appId, log: quiet });
  const before = await counts();
  second = await seed({ projectId, appId, log: quiet });
  expect(await counts()).toEqual(before);
}, 120_000);

afterAll(async () => {
  await env?.cleanup();
});

describe('demo seed', () => {
  it('is idempotent and produces enough content to page through', async () => {
    expect(second.authCreated).toBe(0);
    expect(second.authUpdated).toBe(first.users);
    expect(second.documents).toBe(first.documents);
    const c = await counts();
    expect(c[COLLECTIONS.roomListings]).toBeGreaterThanOrEqual(26);
    expect(c[COLLECTIONS.roommateRequests]).toBeGreaterThanOrEqual(14);
    expect(c[COLLECTIONS.userProfiles]).toBeGreaterThanOrEqual(6);
    expect(c[COLLECTIONS.conversations]).toBeGreaterThanOrEqual(4);
    expect(c.messages).toBeGreaterThanOrEqual(20);
  });

  it('refuses to run without the Firestore emulator', async () => {
    const saved = process.env.FIRESTORE_EMULATOR_HOST;
    delete process.env.FIRESTORE_EMULATOR_HOST;
    try {
      await expect(seed({ projectId, appId, log: quiet })).rejects.toThrow(/FIRESTORE_EMULATOR_HOST/);
    } finally {
      process.env.FIRESTORE_EMULATOR_HOST = saved;
    }
  });

  it('writes listings that match the data model, at most 4 per owner with matching registries', async () => {
    const { listings, registries, contacts } = await read(async (db) => {
      const listings = await docs(db, P.publicCollection(COLLECTIONS.roomListings));
      const registries = await docs(db, P.publicCollection(COLLECTIONS.listingRegistry));
      const contacts = await Promise.all(listings.map((l) => db.doc(P.roomListingContact(l.id)).get().then((s) => s.data())));
      return { listings, registries, contacts };
    });
    // Premium posters' listings carry the mirror (firestore.rules isTruePremiumMirror); the seed has one.
    expect(listings.filter((l) => l.ownerPremium === true).map((l) => l.userId)).toContain('seed-harpreet');
    const byOwner = new Map<string, string[]>();
    listings.forEach((l, i) => {
      // A rejected listing carries its reason; the badges mirror the owner's verification.
      // Every listing but one carries its place (the one left for "Locate listings").
      const place = 'outcode' in l ? ['outcode', 'geo', 'nation'] : [];
      const household = 'household' in l ? ['household'] : [];
      // Every listing but one carries its photos' card renditions (the one left for "Make card photos").
      const cards = l.id === 'seed-room-12' ? [] : ['cardImages'];
      expect(sorted(l)).toEqual(['id', ...LISTING_KEYS, ...place, ...household, ...cards, ...(l.status === 'rejected' ? ['rejectionReason'] : [])].sort());
      if (cards.length) expect((l.cardImages as string[]).length).toBe((l.images as string[]).length);
      // Every stated household fact is one the app reads (an unknown value would read as unstated).
      if ('household' in l) expect(householdOf(l.household)).toEqual(l.household);
      expect(sorted(l.ownerVerified as object)).toEqual(['email', 'phone']);
      expect(Listings.ROOM_TYPES).toContain(l.roomType);
      // The seed writes the app's own location keys.
      expect(l.locationKeys).toEqual(listingLocationKeys({ address: l.address as string, postcode: l.postcode as string }));
      expect(Listings.PREFERRED_TENANTS).toContain(l.preferredTenants);
      expect([...Listings.LISTING_STATUSES, 'pending', 'rejected']).toContain(l.status);
      expect(typeof l.ownerPremium).toBe('boolean');
      const amenities = l.amenities as string[];
      expect(amenities.length).toBeLessThanOrEqual(7);
      amenities.forEach((a) => expect(Listings.AMENITIES).toContain(a));
      expect(l.rent).toBeGreaterThanOrEqual(0);
      expect(l.deposit).toBeGreaterThanOrEqual(0);
      expect(LET_KINDS).toContain(l.letKind);
      expect(l.holdingDeposit).toBeGreaterThanOrEqual(0);
      expect(l.rentInAdvance).toBeGreaterThanOrEqual(0);
      expect(l.availableFrom).toMatch(ISO_DATE);
      expect((l.title as string).length).toBeLessThanOrEqual(120);
      const images = l.images as string[];
      expect(images.length).toBeGreaterThanOrEqual(1);
      expect(images.length).toBeLessThanOrEqual(10);
      images.forEach((url) => expect(url).toContain(encodeURIComponent(`artifacts/${appId}/room_listings/${l.userId as string}/`)));
      expect(contacts[i]).toEqual({ phoneNumber: expect.stringMatching(PHONE), userId: l.userId });
      byOwner.set(l.userId as string, [...(byOwner.get(l.userId as string) ?? []), l.id]);
    });
    expect(listings.some((l) => l.status === 'filled')).toBe(true);
    // Screening: one listing waits for review, one was rejected with a listed reason.
    expect(listings.filter((l) => l.status === 'pending').map((l) => l.id)).toEqual(['seed-room-36']);
    expect(listings.filter((l) => l.status === 'rejected').map((l) => [l.id, l.rejectionReason])).toEqual([['seed-room-37', 'Not a room or roommate post']]);
    expect(registries).toHaveLength(byOwner.size);
    for (const r of registries) {
      const own = byOwner.get(r.id) ?? [];
      expect(own.length).toBeLessThanOrEqual(4);
      expect([...(r.listingIds as string[])].sort()).toEqual([...own].sort());
      expect(own).toContain(r.lastChangedId);
    }
    expect(byOwner.get(DEMO_ACCOUNTS.premiumOwner.uid)?.length).toBe(4);
  });

  it('writes roommate requests that match the data model', async () => {
    const requests = await read(async (db) => {
      const list = await docs(db, P.publicCollection(COLLECTIONS.roommateRequests));
      return Promise.all(list.map(async (r): Promise<Doc & { contact: unknown }> => ({ ...r, contact: (await db.doc(P.roommateRequestContact(r.id)).get()).data() })));
    });
    for (const { contact, ...r } of requests) {
      const fit = ['self', 'needs'].filter((key) => key in r);
      expect(sorted(r)).toEqual(['id', ...REQUEST_KEYS, ...fit].sort());
      if ('self' in r) expect(seekerSelfOf(r.self)).toEqual(r.self);
      if ('needs' in r) expect(needsOf(r.needs)).toEqual(r.needs);
      expect(r.locationKeys).toEqual(requestLocationKeys(r.preferredLocations as string));
      expect(r.userId).toBe(r.id);
      expect(Number.isInteger(r.age) && (r.age as number) >= 17 && (r.age as number) <= 99).toBe(true);
      expect(Requests.GENDERS).toContain(r.gender);
      expect(Requests.FURNISHED_OPTIONS).toContain(r.furnished);
      expect(Requests.STAY_OPTIONS).toContain(r.preferredStay);
      expect(Requests.REQUEST_STATUSES).toContain(r.status);
      (r.preferredRoommates as string[]).forEach((p) => expect(Requests.PREFERRED_ROOMMATES).toContain(p));
      expect(r.moveInDate).toMatch(ISO_DATE);
      expect(contact).toEqual({ phoneNumber: expect.stringMatching(PHONE), userId: r.id });
    }
    expect(requests.some((r) => r.status === 'found')).toBe(true);
    expect(requests.find((r) => r.id === DEMO_ACCOUNTS.seeker.uid)?.needs).toMatchObject({ must: { kitchen: ['veg-only', 'veg-eggs', 'jain'] }, prefer: { languages: ['Hindi'] } });
    const picture = requests.find((r) => r.profilePicture)?.profilePicture as string;
    expect(await fetchJpeg(picture)).toMatchObject({ status: 200, magic: 'ffd8ff' });
  });

  it('keeps email and phone out of public profiles and matches the demo accounts', async () => {
    const { pub, priv } = await read(async (db) => ({
      pub: await docs(db, P.publicCollection(COLLECTIONS.userProfiles)),
      priv: await Promise.all(DEMO_ACCOUNT_LIST.map((a) => db.doc(P.privateProfile(a.uid)).get().then((s) => s.data() as Data))),
    }));
    for (const p of pub) {
      expect(sorted(p)).toEqual(['id', 'lastActiveDay', ...PUBLIC_PROFILE_KEYS].sort());
      expect(Number.isInteger(p.lastActiveDay)).toBe(true);
      expect(p).not.toHaveProperty('email');
      expect(p).not.toHaveProperty('phoneNumber');
    }
    DEMO_ACCOUNT_LIST.forEach((a, i) => {
      const p = priv[i] as Data;
      expect(sorted(p)).toEqual(PRIVATE_PROFILE_KEYS);
      expect(p).toMatchObject({ userId: a.uid, email: a.email, role: a.role, isAdmin: a.isAdmin, isPremium: a.isPremium });
      expect(p.searchTerms).toEqual(searchTermsOf(p.name as string, a.email));
      expect(pub.find((x) => x.id === a.uid)).toMatchObject({ role: a.role, isAdmin: a.isAdmin, isPremium: a.isPremium });
    });
    expect(priv[DEMO_ACCOUNT_LIST.indexOf(DEMO_ACCOUNTS.newbie)]).toMatchObject({ role: null, phoneNumber: '' });
  });

  it('spreads timestamps so Updated/Posted labels and ordering mean something', async () => {
    const listings = await read((db) => docs(db, P.publicCollection(COLLECTIONS.roomListings)));
    const ms = (v: unknown) => (v as firebase.firestore.Timestamp).toMillis();
    const created = listings.map((l) => ms(l.createdAt));
    expect(Math.max(...created) - Math.min(...created)).toBeGreaterThan(20 * 86_400_000);
    expect(listings.some((l) => ms(l.lastActivity) > ms(l.createdAt) + 5000)).toBe(true);
    expect(listings.some((l) => ms(l.lastActivity) === ms(l.createdAt))).toBe(true);
  });

  it('writes consistent conversations with unread messages for the demo owners', async () => {
    const conversations = await read(async (db) => {
      const list = await docs(db, P.publicCollection(COLLECTIONS.conversations));
      return Promise.all(
        list.map(async (c): Promise<Doc & { messages: Data[] }> => ({
          ...c,
          messages: await db.collection(P.messages(c.id)).orderBy('timestamp').get().then((s) => s.docs.map((d) => d.data() as Data)),
        })),
      );
    });
    const unread = (uid: string) => conversations.reduce((n, c) => n + ((c.unreadCount as Record<string, number>)[uid] ?? 0), 0);
    for (const c of conversations) {
      const [a, b] = c.participants as string[];
      expect(c.id).toBe(conversationId(a as string, b as string));
      expect(sorted(c.participantNames as object)).toEqual([a, b].sort());
      expect(c.messages.length).toBeGreaterThanOrEqual(2);
      const last = c.messages[c.messages.length - 1] as Data;
      expect(c.lastMessage).toBe(last.text);
      for (const m of c.messages) expect([m.senderId, m.receiverId].sort()).toEqual([a, b].sort());
    }
    expect(unread(DEMO_ACCOUNTS.premiumOwner.uid)).toBeGreaterThan(0);
    const rahul = conversations.find((c) => c.id === conversationId(DEMO_ACCOUNTS.owner.uid, DEMO_ACCOUNTS.seeker2.uid));
    expect((rahul?.unreadCount as Record<string, number>)[DEMO_ACCOUNTS.owner.uid]).toBeGreaterThanOrEqual(11);
  });

  it('writes essentials with images that load and affiliate links', async () => {
    const { categories, items } = await read(async (db) => ({
      categories: await docs(db, P.publicCollection(COLLECTIONS.essentialsCategories)),
      items: await docs(db, P.publicCollection(COLLECTIONS.essentialsItems)),
    }));
    expect(categories.length).toBeGreaterThanOrEqual(5);
    for (const c of categories) {
      expect((c.priority as number) % 10).toBe(0);
      const own = items.filter((i) => i.categoryId === c.id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(5);
    }
    for (const i of items) expect(i.amazonLink).toMatch(/^https:\/\/www\.amazon\.co\.uk\/s\?k=.+&tag=roomshareuk-21$/);
    expect(await fetchJpeg(items[0]?.imageUrl as string)).toMatchObject({ status: 200, type: 'image/jpeg', magic: 'ffd8ff' });
  });

  it('opens viewing times on Priya’s Ilford room this week and next, one booked by Ananya in person with the address shared, one by video with its link', async () => {
    const { slots, meeting, address, registry, counts } = await read(async (db) => ({
      slots: await docs(db, P.viewingSlots('seed-room-02')),
      meeting: (await db.doc(P.viewingMeeting('seed-room-02', 'slot-2')).get()).data(),
      address: (await db.doc(P.viewingAddress('seed-room-02', 'slot-1')).get()).data(),
      registry: (await db.doc(P.viewingRegistry(DEMO_ACCOUNTS.seeker.uid)).get()).data(),
      counts: (await db.doc(P.viewingCounts(DEMO_ACCOUNTS.seeker.uid)).get()).data(),
    }));
    const days = slots.map((slot) => ((slot.startAt as { toMillis(): number }).toMillis() - Date.now()) / 86_400_000);
    expect(Math.min(...days)).toBeGreaterThan(0);
    expect(Math.max(...days)).toBeGreaterThan(7);
    const booked = slots.filter((slot) => slot.bookedBy !== null);
    expect(booked).toEqual([expect.objectContaining({ id: 'slot-1', bookedBy: DEMO_ACCOUNTS.seeker.uid, kind: 'in-person', ownerId: DEMO_ACCOUNTS.premiumOwner.uid })]);
    expect(slots.find((slot) => slot.id === 'slot-2')).toMatchObject({ kind: 'video', bookedBy: null });
    expect(meeting).toEqual({ url: expect.stringMatching(/^https:\/\//) });
    expect(address).toEqual({ text: expect.stringContaining('Ilford') });
    expect(registry).toMatchObject({ changed: 'seed-room-02', bookings: { 'seed-room-02': { slotId: 'slot-1' } } });
    expect(counts).toEqual({ booked: 1, cancelled: 0, ownerCancelled: 0, listingId: 'seed-room-02', slotId: 'slot-1' });
  });

  it('lets every demo account sign in through the Auth emulator', async () => {
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST as string;
    for (const a of DEMO_ACCOUNT_LIST) {
      const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: a.email, password: a.password, returnSecureToken: true }),
      });
      expect(res.status, a.email).toBe(200);
      const { localId, idToken } = (await res.json()) as { localId: string; idToken: string };
      expect(localId).toBe(a.uid);
      // The README's "verified" column is what the ID token carries (what the rules can check).
      const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as { email_verified?: boolean; phone_number?: string };
      expect(claims.email_verified === true, `${a.email} email_verified`).toBe(a.emailVerified);
      expect(typeof claims.phone_number === 'string', `${a.email} phone_number`).toBe(a.phoneVerified);
    }
  });
});
