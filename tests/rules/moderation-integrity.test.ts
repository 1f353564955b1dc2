/**
 * What moderation, the letting-law caps and the distance search rely on holds whatever a client
 * writes: an id moderation can name, a nation and a point that follow from the outward code, a
 * plausible rent, no way out of a moderator's decision through account deletion, names and titles
 * fit for an email, and audited privileged flags. Every refused attack sits beside its legitimate twin.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, writeBatch } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { geohashFor } from '../../src/lib/place/geo';
import { emailOnlyToken, useRulesEnv } from './support/env';
import {
  ADMIN,
  batchCreateListing,
  batchDeleteListing,
  batchDeleteRequest,
  batchEditListing,
  castDocs,
  contactDoc,
  countStep,
  listingDocs,
  OTHER,
  OWNER,
  paths,
  privateProfileDoc,
  publicProfileDoc,
  requestDoc,
  requestDocs,
} from './support/fixtures';

const h = useRulesEnv();
/** An account with no documents yet. */
const NEWCOMER = 'dana-newcomer';

/** Ilford's outward code centroid, and Manchester's. */
const IG1 = { lat: 51.5588, lng: 0.0733 };
const MANCHESTER = { lat: 53.4808, lng: -2.2426 };
const place = (outcode: string, point: { lat: number; lng: number }, nation: string, geohash = geohashFor(point)) => ({ outcode, nation, geo: { ...point, geohash } });

describe('a listing moderation can name (ids)', () => {
  it('refuses an id outside [A-Za-z0-9_-] or longer than 200 characters', async () => {
    await h.seed(castDocs());
    const owner = h.as(OWNER);
    for (const id of ['room.1', 'room 1', 'x'.repeat(201)]) await assertFails(batchCreateListing(owner, OWNER, id));
    await assertSucceeds(batchCreateListing(owner, OWNER, 'Room_1-a'));
  });

  it('refuses a saved search under such an id (every client-chosen id is checked the same way)', async () => {
    await h.seed(castDocs());
    const owner = h.as(OWNER);
    const search = (id: string) => setDoc(doc(owner, paths.savedSearch(OWNER, id)), { name: 'Near UCL', kind: 'room', query: '', createdAt: serverTimestamp(), lastVisitedAt: serverTimestamp() });
    await assertFails(search('near.ucl'));
    await assertSucceeds(search('near-ucl'));
  });
});

describe('the nation follows from the outward code', () => {
  it('refuses Wales or Scotland on an Ilford or East Ham listing, with or without a point', async () => {
    await h.seed(castDocs());
    const owner = h.as(OWNER);
    await assertFails(batchCreateListing(owner, OWNER, 'l1', { listing: { ...place('IG1', IG1, 'wales'), deposit: 6500 } }));
    await assertFails(batchCreateListing(owner, OWNER, 'l1', { listing: { ...place('IG1', IG1, 'scotland') } }));
    // Without a point the outward code's nation applies, not the city text: a Cardiff city on E6 keeps England's cap.
    await assertFails(batchCreateListing(owner, OWNER, 'l1', { listing: { outcode: 'E6', postcode: 'Cardiff, UK', deposit: 6500 } }));
    await assertSucceeds(batchCreateListing(owner, OWNER, 'l1', { listing: { ...place('IG1', IG1, 'england') } }));
    await assertSucceeds(batchCreateListing(owner, OWNER, 'l2', { listing: { outcode: 'CF10', postcode: 'Cardiff, UK', deposit: 6500 } }));
  });

  it('accepts either nation in a district across a border, and neither in the Channel Islands', async () => {
    await h.seed(castDocs());
    const owner = h.as(OWNER);
    const chester = { lat: 53.17, lng: -2.95 };
    await assertFails(batchCreateListing(owner, OWNER, 'l1', { listing: { ...place('CH4', chester, 'scotland') } }));
    await assertFails(batchCreateListing(owner, OWNER, 'l1', { listing: { outcode: 'JE2' } }));
    await assertSucceeds(batchCreateListing(owner, OWNER, 'l1', { listing: { ...place('CH4', chester, 'wales') } }));
    await assertSucceeds(batchCreateListing(owner, OWNER, 'l2', { listing: { ...place('CH4', chester, 'england') } }));
  });

  it('an edit relabelling the nation is refused; a change of place by an owner without a phone goes to review', async () => {
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1'], { ...place('CH4', { lat: 53.17, lng: -2.95 }, 'england'), ownerVerified: { email: true, phone: false } }) });
    const unverified = h.as(OWNER, emailOnlyToken(OWNER));
    const badges = { ownerVerified: { email: true, phone: false }, lastActivity: serverTimestamp() };
    await assertFails(batchEditListing(unverified, 'l1', { nation: 'scotland', status: 'pending', ...badges }));
    // attack: a screened change (the nation, the point) that stays live
    await assertFails(batchEditListing(unverified, 'l1', { nation: 'wales', ...badges }));
    await assertFails(batchEditListing(unverified, 'l1', { geo: { lat: 53.3, lng: -2.9, geohash: geohashFor({ lat: 53.3, lng: -2.9 }) }, ...badges }));
    await assertSucceeds(batchEditListing(unverified, 'l1', { nation: 'wales', status: 'pending', ...badges }));
  });
});

describe('the place holds together', () => {
  it("refuses a geohash that is not the point's, and a London code with a point elsewhere", async () => {
    await h.seed(castDocs());
    const owner = h.as(OWNER);
    await assertFails(batchCreateListing(owner, OWNER, 'l1', { listing: { ...place('IG1', IG1, 'england', geohashFor(MANCHESTER)) } }));
    await assertFails(batchCreateListing(owner, OWNER, 'l1', { listing: { ...place('IG1', MANCHESTER, 'england') } }));
    await assertSucceeds(batchCreateListing(owner, OWNER, 'l1', { listing: { ...place('IG1', IG1, 'england') } }));
    await assertSucceeds(batchCreateListing(owner, OWNER, 'l2', { listing: { ...place('M1', MANCHESTER, 'england') } }));
  });

  it('refuses a point in Dublin or Boulogne, inside the old box round the UK', async () => {
    await h.seed(castDocs());
    const owner = h.as(OWNER);
    await assertFails(batchCreateListing(owner, OWNER, 'l1', { listing: { ...place('M1', { lat: 53.35, lng: -6.26 }, 'england') } }));
    await assertFails(batchCreateListing(owner, OWNER, 'l1', { listing: { ...place('CT16', { lat: 50.72, lng: 1.61 }, 'england') } }));
    await assertSucceeds(batchCreateListing(owner, OWNER, 'l1', { listing: { ...place('CT16', { lat: 51.13, lng: 1.31 }, 'england') } }));
    await assertSucceeds(batchCreateListing(owner, OWNER, 'l2', { listing: { ...place('BT1', { lat: 54.6, lng: -5.93 }, 'northern-ireland') } }));
  });
});

describe('a plausible rent', () => {
  it('refuses £0 (or under £50) a month with any deposit, so the caps always apply', async () => {
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l9']) });
    const owner = h.as(OWNER);
    await assertFails(batchCreateListing(owner, OWNER, 'l1', { listing: { rent: 0, deposit: 100_000 } }));
    await assertFails(batchCreateListing(owner, OWNER, 'l1', { listing: { rent: 49, deposit: 0 } }));
    await assertFails(batchEditListing(owner, 'l9', { rent: 0, deposit: 100_000, lastActivity: serverTimestamp() }));
    await assertSucceeds(batchCreateListing(owner, OWNER, 'l1', { listing: { rent: 50, deposit: 0 } }));
  });
});

describe('deletion is no way out of moderation', () => {
  async function seedDeleting(): Promise<void> {
    await h.seed({
      ...castDocs(),
      ...listingDocs(OWNER, ['l1'], { status: 'hidden' }),
      ...requestDocs(OWNER, { status: 'rejected', rejectionReason: 'Breaks the house rules' }),
      [paths.privateProfile(OWNER)]: privateProfileDoc(OWNER, { flagged: true }),
      [paths.accountDeletion(OWNER)]: { startedAt: new Date() },
    });
  }

  it('a deleting account re-posts no listing it deleted, and no roommate profile', async () => {
    await seedDeleting();
    const owner = h.as(OWNER);
    await assertSucceeds(batchDeleteListing(owner, OWNER, 'l1'));
    await assertFails(batchCreateListing(owner, OWNER, 'l2', { registryIds: ['l2'] }));
    await assertSucceeds(batchDeleteRequest(owner, OWNER));
    const repost = writeBatch(owner);
    repost.set(doc(owner, paths.roommateRequest(OWNER)), requestDoc(OWNER));
    repost.set(doc(owner, paths.roommateRequestContact(OWNER)), contactDoc(OWNER));
    countStep(repost, doc(owner, paths.roommateRequest(OWNER)), 1);
    await assertFails(repost.commit());
    // The twin: an account that is not being deleted posts.
    await h.seed(castDocs());
    await assertSucceeds(batchCreateListing(h.as(OTHER), OTHER, 'o1'));
  });

  it("a deleting account cannot re-create its private profile to shed the moderator's mark", async () => {
    await seedDeleting();
    const owner = h.as(OWNER);
    const unflagged = { ...privateProfileDoc(OWNER), createdAt: serverTimestamp() };
    await assertSucceeds(writeBatch(owner).delete(doc(owner, paths.privateProfile(OWNER))).commit());
    await assertFails(setDoc(doc(owner, paths.privateProfile(OWNER)), unflagged));
    // The twin: an account that is not being deleted creates its profile.
    const newcomer = h.as(NEWCOMER);
    await assertSucceeds(setDoc(doc(newcomer, paths.privateProfile(NEWCOMER)), { ...privateProfileDoc(NEWCOMER), createdAt: serverTimestamp() }));
  });
});

describe('no attacker text in our emails', () => {
  it('refuses a public name or a listing title with a web address, a domain, an email or a phone number', async () => {
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1']) });
    const owner = h.as(OWNER);
    const rename = (name: string) => setDoc(doc(owner, paths.publicProfile(OWNER)), { name }, { merge: true });
    await assertFails(rename('Priya — pay deposits at roomshare-safe.com/pay'));
    await assertFails(rename('Call 07700 900123'));
    await assertSucceeds(rename('Priya S.'));
    await assertFails(batchEditListing(owner, 'l1', { title: 'Room: book at https://x.example/deal', lastActivity: serverTimestamp() }));
    await assertFails(batchCreateListing(owner, OWNER, 'l2', { listing: { title: 'Room, email me: me@mail.example' } }));
    await assertSucceeds(batchEditListing(owner, 'l1', { title: 'Bright double room, 2 mins to the station', lastActivity: serverTimestamp() }));
  });
});

describe('privileged flags are audited on create too', () => {
  it('an admin creates a missing public profile only with the private flags (or none)', async () => {
    await h.seed({ ...castDocs(), [paths.privateProfile('newbie')]: privateProfileDoc('newbie') });
    const admin = h.as(ADMIN);
    const create = (flags: { isAdmin: boolean; isPremium: boolean }) => {
      const batch = writeBatch(admin);
      batch.set(doc(admin, paths.publicProfile('newbie')), { ...publicProfileDoc('newbie'), ...flags });
      countStep(batch, doc(admin, paths.publicProfile('newbie')), 1);
      return batch.commit();
    };
    await assertFails(create({ isAdmin: true, isPremium: false }));
    await assertFails(create({ isAdmin: false, isPremium: true }));
    await assertSucceeds(create({ isAdmin: false, isPremium: false }));
  });
});
