/** users/{uid}/shortlist/{kind_postId}: private to its owner (read, save, remove). */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, serverTimestamp, setDoc, Timestamp, type DocumentData, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { useRulesEnv } from './support/env';
import { ADMIN, castDocs, OTHER, OWNER, paths } from './support/fixtures';

const h = useRulesEnv();
const ENTRY = 'room_listing-1';
const entries = (db: Firestore, uid = OWNER) => collection(db, paths.shortlist(uid));
const entry = (db: Firestore, uid = OWNER, id = ENTRY) => doc(db, paths.shortlistEntry(uid, id));

function entryDoc(overrides: DocumentData = {}): DocumentData {
  return { kind: 'room', postId: 'listing-1', title: 'Bright double room near Ilford station', savedAt: serverTimestamp(), ...overrides };
}

async function seedShortlist(): Promise<void> {
  await h.seed({ ...castDocs(), [paths.shortlistEntry(OWNER, ENTRY)]: entryDoc() });
}

describe('shortlist', () => {
  describe('guest', () => {
    it('attack 1 / attack 31: cannot read or write anyone’s shortlist', async () => {
      await seedShortlist();
      // attack 31
      await assertFails(getDoc(entry(h.guest())));
      await assertFails(getDocs(entries(h.guest())));
      // attack 1
      await assertFails(setDoc(entry(h.guest(), OWNER, 'room_listing-2'), entryDoc({ postId: 'listing-2' })));
      await assertFails(deleteDoc(entry(h.guest())));
      await assertSucceeds(getDoc(entry(h.as(OWNER))));
    });
  });

  describe('owner', () => {
    it('lists the shortlist newest first, saves (again) and removes entries', async () => {
      await seedShortlist();
      const db = h.as(OWNER);
      const list = await assertSucceeds(getDocs(query(entries(db), orderBy('savedAt', 'desc'))));
      expect(list.size).toBe(1);
      await assertSucceeds(setDoc(entry(db, OWNER, 'roommate_seed-ananya'), entryDoc({ kind: 'roommate', postId: 'seed-ananya', title: 'Ananya' })));
      await assertSucceeds(setDoc(entry(db), entryDoc({ title: 'Renamed since' })));
      await assertSucceeds(deleteDoc(entry(db)));
      await assertSucceeds(deleteDoc(entry(db, OWNER, 'never-saved')));
    });

    it('attack 33: entries are allowlisted, bound to their id and stamped by the server', async () => {
      await seedShortlist();
      const db = h.as(OWNER);
      const target = entry(db, OWNER, 'room_listing-2');
      const bad: DocumentData[] = [
        { postId: 'listing-2', note: 'extra field' },
        { postId: 'listing-2', kind: 'essentials' },
        { postId: 'listing-3' },
        { postId: 'listing-2', kind: 'roommate' },
        { postId: 'listing-2', savedAt: Timestamp.fromDate(new Date('2030-01-01')) },
        { postId: 'listing-2', title: '   ' },
        { postId: 'listing-2', title: 'x'.repeat(201) },
        { postId: 'listing-2', title: 42 },
      ];
      // attack 33
      for (const fields of bad) await assertFails(setDoc(target, entryDoc(fields)));
      await assertFails(setDoc(entry(db), { title: 'only a title', savedAt: serverTimestamp() }));
      await assertSucceeds(setDoc(target, entryDoc({ postId: 'listing-2', title: 'x'.repeat(200) })));
    });
  });

  describe('other user and admin', () => {
    it('attack 31: cannot read someone else’s shortlist, admins included', async () => {
      await seedShortlist();
      for (const uid of [OTHER, ADMIN]) {
        // attack 31
        await assertFails(getDoc(entry(h.as(uid))));
        await assertFails(getDocs(entries(h.as(uid))));
      }
      await assertSucceeds(getDocs(entries(h.as(OTHER), OTHER)));
    });

    it('attack 32: cannot add to or remove from someone else’s shortlist', async () => {
      await seedShortlist();
      for (const uid of [OTHER, ADMIN]) {
        const db = h.as(uid);
        // attack 32
        await assertFails(setDoc(entry(db, OWNER, 'room_listing-2'), entryDoc({ postId: 'listing-2' })));
        await assertFails(setDoc(entry(db), entryDoc({ title: 'Hijacked' })));
        await assertFails(deleteDoc(entry(db)));
      }
      await assertSucceeds(setDoc(entry(h.as(OTHER), OTHER, 'room_listing-2'), entryDoc({ postId: 'listing-2' })));
    });
  });
});
