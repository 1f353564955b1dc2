/**
 * Checks the seed before anything is written, so a typo in a data file fails loudly instead of
 * producing documents the app or the rules reject: validateSeedData checks how the data hangs
 * together (owners, images, dates), validateSeedDocuments checks each built document against the
 * app's valibot schemas (src/schema), the field sets, bounds and enums firestore.rules enforces.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_LISTINGS_PER_USER } from '../../../src/config/constants';
import { storedProblems, type StoredSchema } from '../../../src/schema/stored';
import { POST_CONTACT_SCHEMA, ROOM_LISTING_SCHEMA, ROOMMATE_REQUEST_SCHEMA } from '../../../src/schema/posts';
import { PRIVATE_PROFILE_SCHEMA, PUBLIC_PROFILE_SCHEMA } from '../../../src/schema/profiles';
import type { SeedConversation } from '../data/conversations';
import type * as Essentials from '../data/essentials';
import type { SeedListing } from '../data/listings';
import type { SeedRequest } from '../data/requests';
import type { SeedUser } from '../data/users';
import type { Write } from './firestore';
import { IMAGES_DIR } from './storage';

/** The schema of each kind of document the seed writes, by the end of its path. */
const SCHEMA_OF_PATH: [RegExp, StoredSchema][] = [
  [/\/public\/data\/room_listings\/[^/]+$/, ROOM_LISTING_SCHEMA],
  [/\/public\/data\/roommate_requests\/[^/]+$/, ROOMMATE_REQUEST_SCHEMA],
  [/\/contact\/phone$/, POST_CONTACT_SCHEMA],
  [/\/public\/data\/user_profiles\/[^/]+$/, PUBLIC_PROFILE_SCHEMA],
  [/\/user_profile\/data$/, PRIVATE_PROFILE_SCHEMA],
];

export function validateSeedDocuments(writes: readonly Write[]): void {
  const problems = writes.flatMap(([path, data]) => {
    const schema = SCHEMA_OF_PATH.find(([pattern]) => pattern.test(path))?.[1];
    return schema ? storedProblems(schema, data).map((problem) => `${path}: ${problem}`) : [];
  });
  if (problems.length) throw new Error(`Seed documents break the schema:\n  - ${problems.join('\n  - ')}`);
}

interface SeedData {
  users: readonly SeedUser[];
  listings: readonly SeedListing[];
  requests: readonly SeedRequest[];
  conversations: readonly SeedConversation[];
  essentials: typeof Essentials;
}

export function validateSeedData({ users, listings, requests, conversations, essentials }: SeedData): void {
  const problems: string[] = [];
  const check = (ok: boolean, message: string) => ok || problems.push(message);
  const len = (s: unknown, min: number, max: number) => typeof s === 'string' && s.length >= min && s.length <= max;
  const image = (file: string) => existsSync(join(IMAGES_DIR, file));
  const byUid = new Map(users.map((u) => [u.uid, u]));

  check(byUid.size === users.length, 'duplicate user uid');
  check(new Set(users.map((u) => u.email)).size === users.length, 'duplicate user email');
  check(new Set(users.filter((u) => u.phone).map((u) => u.phone)).size === users.filter((u) => u.phone).length, 'duplicate phone');
  for (const u of users) {
    check(/^[A-Za-z0-9-]+$/.test(u.uid) && !u.uid.includes('-id-'), `${u.uid}: uid must be [A-Za-z0-9-] without "-id-" (URLs, conversation ids)`);
    check(len(u.name, 1, 100), `${u.uid}: name length`);
    check(u.phone === '' || /^\+44 7700 900\d{3}$/.test(u.phone), `${u.uid}: phone not in the +44 7700 900xxx drama range`);
    check(u.avatar === null || image(u.avatar), `${u.uid}: missing avatar ${u.avatar}`);
    check(u.activeDaysAgo <= u.joinedDaysAgo, `${u.uid}: active before joining`);
  }

  const perOwner = new Map<string, number>();
  check(new Set(listings.map((l) => l.id)).size === listings.length, 'duplicate listing id');
  for (const l of listings) {
    const owner = byUid.get(l.owner);
    const at = `listing ${l.id}`;
    check(owner?.role === 'I Have Room', `${at}: owner ${l.owner} is not an "I Have Room" user`);
    perOwner.set(l.owner, (perOwner.get(l.owner) ?? 0) + 1);
    check((l.status === 'rejected') === Boolean(l.rejectionReason), `${at}: a rejection reason exactly when rejected`);
    check(l.images.length >= 1 && l.images.length <= 10 && l.images.every(image), `${at}: images`);
    check(!owner || l.createdDaysAgo < owner.joinedDaysAgo, `${at}: created before the owner joined`);
    check(l.updatedDaysAgo === undefined || l.updatedDaysAgo < l.createdDaysAgo, `${at}: updated before created`);
  }
  const max = MAX_LISTINGS_PER_USER;
  for (const [uid, n] of perOwner) check(n <= max, `${uid} has ${n} listings (max ${max})`);

  check(new Set(requests.map((r) => r.uid)).size === requests.length, 'duplicate roommate request');
  for (const r of requests) {
    const u = byUid.get(r.uid);
    const at = `request ${r.uid}`;
    check(u?.role === 'I Need Room', `${at}: not an "I Need Room" user`);
    check(!r.picture || Boolean(u?.avatar), `${at}: picture requested but the user has no avatar`);
    check(!u || r.createdDaysAgo < u.joinedDaysAgo, `${at}: created before the user joined`);
  }

  for (const c of conversations) {
    const at = `conversation ${c.a}/${c.b}`;
    const a = byUid.get(c.a);
    const b = byUid.get(c.b);
    check(Boolean(a && b) && c.a !== c.b, `${at}: participants`);
    check(c.messages.length > 0 && c.messages.every(([from, text]) => (from === c.a || from === c.b) && len(text, 1, 2000) && text.trim() !== ''), `${at}: messages`);
    const minutes = c.messages.reduce((n, [, , gap = 0]) => n + gap, 0);
    check(minutes < c.startDaysAgo * 24 * 60, `${at}: last message would be in the future`);
    check(!a || !b || c.startDaysAgo < Math.min(a.joinedDaysAgo, b.joinedDaysAgo), `${at}: starts before a participant joined`);
  }

  const categoryIds = new Set(essentials.CATEGORIES.map((c) => c.id));
  for (const item of essentials.ITEMS) {
    check(categoryIds.has(item.categoryId), `item ${item.id}: unknown category`);
    check(len(item.name, 1, 120) && len(item.description, 1, 1000), `item ${item.id}: text length`);
    check(image(`essential-${item.image}.jpg`), `item ${item.id}: missing image`);
  }

  if (problems.length) throw new Error(`Seed data is invalid:\n  - ${problems.join('\n  - ')}`);
}
