/**
 * users/{uid}/user_profile/data `searchTerms` (User Management search): set by the owner's
 * write paths (registration, a name change) and by admins (the profile sync's backfill), and
 * they must follow the profile's name and email (see the rules' "search terms" section).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, setDoc, updateDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { searchTermsOf } from '../../src/lib/userSearchTerms';
import { useRulesEnv } from './support/env';
import { ADMIN, castDocs, OTHER, OWNER, paths, privateProfileDoc } from './support/fixtures';

const h = useRulesEnv();
const privateProfile = (db: Firestore, uid = OWNER) => doc(db, paths.privateProfile(uid));
const EMAIL = `${OWNER}@example.com`;

function withoutTerms(uid: string): DocumentData {
  const profile = privateProfileDoc(uid);
  delete profile.searchTerms;
  return profile;
}

describe('private profile search terms', () => {
  it('registration must carry terms that follow the name and email', async () => {
    const owner = h.as(OWNER);
    // Missing, another person's, not lower-cased, over-long or too many terms: refused.
    await assertFails(setDoc(privateProfile(owner), withoutTerms(OWNER)));
    await assertFails(setDoc(privateProfile(owner), privateProfileDoc(OWNER, { searchTerms: searchTermsOf('Someone Else', 'someone@example.com') })));
    await assertFails(setDoc(privateProfile(owner), privateProfileDoc(OWNER, { searchTerms: [...searchTermsOf(`Name of ${OWNER}`, EMAIL), 'Owner'] })));
    await assertFails(setDoc(privateProfile(owner), privateProfileDoc(OWNER, { searchTerms: [...searchTermsOf(`Name of ${OWNER}`, EMAIL), 'x'.repeat(11)] })));
    await assertFails(setDoc(privateProfile(owner), privateProfileDoc(OWNER, { searchTerms: [...searchTermsOf(`Name of ${OWNER}`, EMAIL), 'two words'] })));
    const padded = [...searchTermsOf(`Name of ${OWNER}`, EMAIL), ...Array.from({ length: 1600 }, (_, i) => `t${i}`)];
    await assertFails(setDoc(privateProfile(owner), privateProfileDoc(OWNER, { searchTerms: padded })));
    await assertFails(setDoc(privateProfile(owner), privateProfileDoc(OWNER, { searchTerms: 'name' })));
    // The twin: the terms the app derives.
    await assertSucceeds(setDoc(privateProfile(owner), privateProfileDoc(OWNER)));
  });

  it('a name change must bring the new name\'s terms', async () => {
    await h.seed(castDocs());
    const owner = h.as(OWNER);
    await assertFails(updateDoc(privateProfile(owner), { name: 'Priya Sharma' }));
    await assertFails(updateDoc(privateProfile(owner), { name: 'Priya Sharma', searchTerms: deleteField() }));
    await assertFails(updateDoc(privateProfile(owner), { name: 'Priya Sharma', searchTerms: searchTermsOf(`Name of ${OWNER}`, EMAIL) }));
    await assertSucceeds(updateDoc(privateProfile(owner), { name: 'Priya Sharma', searchTerms: searchTermsOf('Priya Sharma', EMAIL) }));
  });

  it('a profile made before search terms keeps working without them until the sync adds them', async () => {
    await h.seed({ ...castDocs(), [paths.privateProfile(OWNER)]: withoutTerms(OWNER) });
    const owner = h.as(OWNER);
    await assertSucceeds(updateDoc(privateProfile(owner), { role: 'I Have Room' }));
    await assertFails(updateDoc(privateProfile(owner), { name: 'Renamed' }));
    // The sync's backfill is an admin write; the owner may add them too.
    await assertSucceeds(updateDoc(privateProfile(h.as(ADMIN)), { searchTerms: searchTermsOf(`Name of ${OWNER}`, EMAIL) }));
  });

  it('nobody else sets a user\'s terms; an admin only sets matching ones', async () => {
    await h.seed(castDocs());
    const terms = searchTermsOf(`Name of ${OWNER}`, EMAIL);
    await assertFails(updateDoc(privateProfile(h.as(OTHER)), { searchTerms: [...terms, 'hidden'] }));
    await assertFails(updateDoc(privateProfile(h.guest()), { searchTerms: terms }));
    await assertFails(updateDoc(privateProfile(h.as(ADMIN)), { searchTerms: searchTermsOf('Someone Else', 'someone@example.com') }));
    await assertSucceeds(updateDoc(privateProfile(h.as(ADMIN)), { searchTerms: terms }));
  });
});
