/**
 * users/{uid}/user_profile/data `searchTerms` and `createdDay` (User Management search): set by
 * the owner's write paths (registration, a name change) and by admins (the profile sync's
 * backfill); the terms must follow the profile's name and email and the day its createdAt (see
 * the rules' "search terms" section).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, setDoc, updateDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { dayNumberOf, searchTermsOf } from '../../src/lib/userSearchTerms';
import { useRulesEnv } from './support/env';
import { ADMIN, castDocs, OTHER, OWNER, paths, privateProfileDoc } from './support/fixtures';

const h = useRulesEnv();
const privateProfile = (db: Firestore, uid = OWNER) => doc(db, paths.privateProfile(uid));
const EMAIL = `${OWNER}@example.com`;
const ownTerms = () => searchTermsOf(`Name of ${OWNER}`, EMAIL);
const today = () => dayNumberOf(new Date());

function without(uid: string, field: 'searchTerms' | 'createdDay'): DocumentData {
  const profile = privateProfileDoc(uid);
  delete profile[field];
  return profile;
}

describe('private profile search terms', () => {
  it('registration must carry terms that follow the name and email', async () => {
    const owner = h.as(OWNER);
    const create = (searchTerms: unknown) => setDoc(privateProfile(owner), privateProfileDoc(OWNER, { searchTerms }));
    // Missing, another person's, not lower-cased, over-long, not a word, too many, not true, or a list: refused.
    await assertFails(setDoc(privateProfile(owner), without(OWNER, 'searchTerms')));
    await assertFails(create(searchTermsOf('Someone Else', 'someone@example.com')));
    await assertFails(create({ ...ownTerms(), Owner: true }));
    await assertFails(create({ ...ownTerms(), ['x'.repeat(11)]: true }));
    await assertFails(create({ ...ownTerms(), 'two words': true }));
    await assertFails(create({ ...ownTerms(), ...Object.fromEntries(Array.from({ length: 1600 }, (_, i) => [`t${i}`, true])) }));
    // attack 97: exactly the derived set: no extra term (an admin's name, another user's email), none left out.
    await assertFails(create({ ...ownTerms(), admin: true }));
    await assertFails(create({ ...ownTerms(), ...searchTermsOf('x', 'priya.sharma@example.com') }));
    const [, ...allButFirst] = Object.keys(ownTerms());
    await assertFails(create(Object.fromEntries(allButFirst.map((term) => [term, true]))));
    await assertFails(create({ ...ownTerms(), name: 'yes' }));
    await assertFails(create(Object.keys(ownTerms())));
    await assertFails(create('name'));
    // The twin: the terms the app derives.
    await assertSucceeds(setDoc(privateProfile(owner), privateProfileDoc(OWNER)));
  });

  it('derives the same terms as the app for names with accents, many words, odd spaces and no email', async () => {
    const cases: Array<[string, string]> = [
      // The engine's lower() folds A-Z only: "Ñ" stays a capital in the terms (foldAsciiCase).
      ['Zoë Ñandú', 'zoë@example.co.uk'],
      ['Anil Kumar Raj Singh Verma', 'anil.kumar.raj.singh@mail.example.com'],
      ['  Meera\u00a0Nair ', 'meera@example.com'],
      ['Rohit 🙂 Das', 'rohit@example.com'],
      ['🙂', ''],
      ['Ravi', ''],
    ];
    for (const [i, [name, email]] of cases.entries()) {
      const uid = `searcher${i}`;
      const user = h.as(uid, email ? { email, email_verified: true } : {});
      await assertSucceeds(setDoc(privateProfile(user, uid), privateProfileDoc(uid, { name, email }))).catch((error: unknown) => {
        throw new Error(`${JSON.stringify(name)}: ${String(error)}`);
      });
    }
  });

  it('registration must carry the day it is made, give or take one', async () => {
    const owner = h.as(OWNER);
    const create = (createdDay: unknown) => setDoc(privateProfile(owner), privateProfileDoc(OWNER, { createdDay }));
    await assertFails(setDoc(privateProfile(owner), without(OWNER, 'createdDay')));
    await assertFails(create(today() - 8));
    await assertFails(create(today() + 2));
    await assertFails(create(String(today())));
    await assertSucceeds(create(today() + 1));
  });

  it('a name change must bring the new name\'s terms; the owner cannot move the day', async () => {
    await h.seed(castDocs());
    const owner = h.as(OWNER);
    await assertFails(updateDoc(privateProfile(owner), { name: 'Priya Sharma' }));
    await assertFails(updateDoc(privateProfile(owner), { name: 'Priya Sharma', searchTerms: deleteField() }));
    await assertFails(updateDoc(privateProfile(owner), { name: 'Priya Sharma', searchTerms: ownTerms() }));
    await assertFails(updateDoc(privateProfile(owner), { createdDay: today() - 1 }));
    // attack 97: a merge-set deep-merges maps, so the former name's terms would stay beside the new.
    await assertFails(setDoc(privateProfile(owner), { name: 'Priya Sharma', searchTerms: searchTermsOf('Priya Sharma', EMAIL) }, { merge: true }));
    await assertSucceeds(updateDoc(privateProfile(owner), { name: 'Priya Sharma', searchTerms: searchTermsOf('Priya Sharma', EMAIL) }));
  });

  it('a profile made before search terms, or with the older list form, keeps working until the sync updates it', async () => {
    const legacy = { ...without(OWNER, 'createdDay'), searchTerms: Object.keys(ownTerms()) };
    await h.seed({ ...castDocs(), [paths.privateProfile(OWNER)]: legacy, [paths.privateProfile(OTHER)]: without(OTHER, 'searchTerms') });
    await assertSucceeds(updateDoc(privateProfile(h.as(OWNER)), { role: 'I Have Room' }));
    await assertSucceeds(updateDoc(privateProfile(h.as(OTHER), OTHER), { role: 'I Need Room' }));
    await assertFails(updateDoc(privateProfile(h.as(OWNER)), { name: 'Renamed' }));
    // The sync's backfill is an admin write.
    await assertFails(updateDoc(privateProfile(h.as(ADMIN)), { searchTerms: ownTerms(), createdDay: today() - 3 }));
    await assertSucceeds(updateDoc(privateProfile(h.as(ADMIN)), { searchTerms: ownTerms(), createdDay: today() }));
  });

  it('nobody else sets a user\'s terms; an admin only sets matching ones', async () => {
    await h.seed(castDocs());
    const terms = ownTerms();
    await assertFails(updateDoc(privateProfile(h.as(OTHER)), { searchTerms: { ...terms, hidden: true } }));
    await assertFails(updateDoc(privateProfile(h.guest()), { searchTerms: terms }));
    await assertFails(updateDoc(privateProfile(h.as(ADMIN)), { searchTerms: searchTermsOf('Someone Else', 'someone@example.com') }));
    await assertSucceeds(updateDoc(privateProfile(h.as(ADMIN)), { searchTerms: terms }));
  });
});
