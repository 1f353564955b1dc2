/**
 * One definition of blank (src/lib/blank.ts, firestore.rules isNonBlank): text of Unicode white
 * space and zero-width characters only is refused wherever text must not be blank.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { BLANK_CHARACTERS } from '../../src/lib/blank';
import { useRulesEnv } from './support/env';
import { batchSendMessage, castDocs, conversationDocs, listingDocs, OTHER, OWNER, paths, requestDocs, batchEditListing } from './support/fixtures';

const h = useRulesEnv();
const listing = (db: Firestore) => doc(db, paths.roomListing('l1'));

/** A run of each blank range's first character (a title of no-break spaces...), and all of them mixed. */
const BLANKS = [
  ...BLANK_CHARACTERS.map(([from]) => String.fromCodePoint(from).repeat(3)),
  BLANK_CHARACTERS.map(([from, to]) => String.fromCodePoint(from) + String.fromCodePoint(to)).join(''),
];
/** The ones the outside attack run used, for every other field. */
const ATTACK_RUN_BLANKS = ['\u00a0\u00a0', '\u200b', '\u3000\u3000', '\u2003\u2003'];

describe('blank text', () => {
  it('attack 85: titles, descriptions and names of Unicode spaces or zero-width characters', async () => {
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1']), ...requestDocs(OTHER) });
    const owner = h.as(OWNER);
    const seeker = h.as(OTHER);
    const search = doc(seeker, paths.savedSearch(OTHER, 's1'));
    // attack 85
    for (const blank of BLANKS) await assertFails(batchEditListing(owner, 'l1', { title: blank, lastActivity: serverTimestamp() }));
    for (const blank of ATTACK_RUN_BLANKS) {
      await assertFails(batchEditListing(owner, 'l1', { description: blank, lastActivity: serverTimestamp() }));
      await assertFails(updateDoc(listing(owner), { userName: blank, lastActivity: serverTimestamp() }));
      await assertFails(updateDoc(doc(seeker, paths.roommateRequest(OTHER)), { userName: blank, lastActivity: serverTimestamp() }));
      await assertFails(setDoc(search, { name: blank, kind: 'room', query: '', createdAt: serverTimestamp(), lastVisitedAt: serverTimestamp() }));
    }
    // The twin: a visible character among the spaces is text.
    await assertSucceeds(batchEditListing(owner, 'l1', { title: '\u3000部屋\u00a0', lastActivity: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(seeker, paths.roommateRequest(OTHER)), { userName: '\u2003Bob\u2003', lastActivity: serverTimestamp() }));
    await assertSucceeds(setDoc(search, { name: '\u200bLeeds', kind: 'room', query: '', createdAt: serverTimestamp(), lastVisitedAt: serverTimestamp() }));
  });

  it('attack 85: a message of em spaces or a zero-width space is an empty bubble', async () => {
    await h.seed({ ...castDocs(), ...conversationDocs(OWNER, OTHER) });
    const owner = h.as(OWNER);
    // attack 85 (one per second: the message limit)
    await assertFails(batchSendMessage(owner, OWNER, OTHER, '\u2003\u2003\u2003'));
    await assertFails(batchSendMessage(owner, OWNER, OTHER, '\u200b'));
    await assertFails(batchSendMessage(owner, OWNER, OTHER, '\ufeff\u2060\u00a0'));
    await assertSucceeds(batchSendMessage(owner, OWNER, OTHER, '\u2003ok'));
  });
});
