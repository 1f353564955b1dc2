/** users/{uid}/saved_searches/{id}: private to its owner (read, save, open, rename, delete). */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, serverTimestamp, setDoc, Timestamp, updateDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { useRulesEnv } from './support/env';
import { ADMIN, castDocs, OTHER, OWNER, paths } from './support/fixtures';

const h = useRulesEnv();
const SEARCH = 'search-1';
const searches = (db: Firestore, uid = OWNER) => collection(db, paths.savedSearches(uid));
const search = (db: Firestore, uid = OWNER, id = SEARCH) => doc(db, paths.savedSearch(uid, id));
const LAST_WEEK = Timestamp.fromDate(new Date(Date.now() - 7 * 24 * 3600 * 1000));

function searchDoc(overrides: DocumentData = {}): DocumentData {
  return { name: 'Doubles under £900', kind: 'room', query: 'maxRent=900&type=Double', createdAt: serverTimestamp(), lastVisitedAt: serverTimestamp(), ...overrides };
}

async function seedSearches(): Promise<void> {
  await h.seed({ ...castDocs(), [paths.savedSearch(OWNER, SEARCH)]: searchDoc({ createdAt: LAST_WEEK, lastVisitedAt: LAST_WEEK }) });
}

describe('saved searches', () => {
  it('attack 1 / attack 42: a guest cannot read or write saved searches', async () => {
    await seedSearches();
    // attack 42
    await assertFails(getDoc(search(h.guest())));
    await assertFails(getDocs(searches(h.guest())));
    // attack 1
    await assertFails(setDoc(search(h.guest(), OWNER, 'search-2'), searchDoc()));
    await assertSucceeds(getDoc(search(h.as(OWNER))));
  });

  it('the owner lists, saves, opens, renames and deletes their searches', async () => {
    await seedSearches();
    const db = h.as(OWNER);
    const list = await assertSucceeds(getDocs(query(searches(db), orderBy('createdAt', 'desc'))));
    expect(list.size).toBe(1);
    await assertSucceeds(setDoc(search(db, OWNER, 'search-2'), searchDoc({ kind: 'roommate', query: 'gender=Female' })));
    await assertSucceeds(updateDoc(search(db), { lastVisitedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(search(db), { name: 'Renamed', lastVisitedAt: serverTimestamp() }));
    await assertSucceeds(deleteDoc(search(db)));
  });

  it('attack 43: saved searches are allowlisted and stamped by the server', async () => {
    await seedSearches();
    const db = h.as(OWNER);
    const target = search(db, OWNER, 'search-2');
    const bad: DocumentData[] = [
      { note: 'extra field' },
      { kind: 'essentials' },
      { name: '   ' },
      { name: 'x'.repeat(61) },
      { query: 'x'.repeat(501) },
      { query: 42 },
      { createdAt: LAST_WEEK },
      { lastVisitedAt: LAST_WEEK },
    ];
    // attack 43
    for (const fields of bad) await assertFails(setDoc(target, searchDoc(fields)));
    // Backdating the last visit would inflate the "new" count; changing the filters is not an update.
    await assertFails(updateDoc(search(db), { lastVisitedAt: LAST_WEEK }));
    await assertFails(updateDoc(search(db), { query: 'type=Studio', lastVisitedAt: serverTimestamp() }));
    await assertFails(updateDoc(search(db), { createdAt: serverTimestamp(), lastVisitedAt: serverTimestamp() }));
    await assertSucceeds(setDoc(target, searchDoc({ name: 'x'.repeat(60), query: 'x'.repeat(500) })));
  });

  it('attack 42 / attack 44: nobody else reads or changes them, admins included', async () => {
    await seedSearches();
    for (const uid of [OTHER, ADMIN]) {
      const db = h.as(uid);
      // attack 42
      await assertFails(getDoc(search(db)));
      await assertFails(getDocs(searches(db)));
      // attack 44
      await assertFails(setDoc(search(db, OWNER, 'search-2'), searchDoc()));
      await assertFails(updateDoc(search(db), { lastVisitedAt: serverTimestamp() }));
      await assertFails(deleteDoc(search(db)));
    }
    await assertSucceeds(setDoc(search(h.as(OTHER), OTHER, 'search-2'), searchDoc()));
  });
});
