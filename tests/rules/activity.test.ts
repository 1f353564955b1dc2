/** user_profiles.lastActiveDay ("Active today") and the private hideActivity setting. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { utcDayNumber } from '../../src/lib/activity';
import { useRulesEnv } from './support/env';
import { ADMIN, castDocs, deleteField, OTHER, OWNER, paths, privateProfileDoc, publicProfileDoc, setCounted } from './support/fixtures';

const h = useRulesEnv();
const publicProfile = (db: Firestore, uid = OWNER) => doc(db, paths.publicProfile(uid));
const privateProfile = (db: Firestore, uid = OWNER) => doc(db, paths.privateProfile(uid));
const today = () => utcDayNumber(new Date());

/** Turning "Show when I was last active" off: the private choice and the public day's removal, in one batch. */
function hideActivity(db: Firestore, { removeDay = true } = {}): Promise<void> {
  const batch = writeBatch(db);
  batch.update(privateProfile(db), { hideActivity: true });
  if (removeDay) batch.update(publicProfile(db), { lastActiveDay: deleteField() });
  return batch.commit();
}

describe('activity (lastActiveDay)', () => {
  it('attack 102: only today, only forward, only by the owner, never on create', async () => {
    await h.seed(castDocs());
    const owner = h.as(OWNER);
    // attack 102
    await assertFails(updateDoc(publicProfile(owner), { lastActiveDay: today() - 1 }));
    await assertFails(updateDoc(publicProfile(owner), { lastActiveDay: today() + 1 }));
    await assertFails(updateDoc(publicProfile(owner), { lastActiveDay: String(today()) }));
    await assertFails(updateDoc(publicProfile(owner), { lastActiveDay: today() + 0.5 }));
    await assertFails(updateDoc(publicProfile(owner), { lastActiveDay: serverTimestamp() }));
    await assertFails(updateDoc(publicProfile(h.as(OTHER), OWNER), { lastActiveDay: today() }));
    await assertFails(updateDoc(publicProfile(h.as(ADMIN), OWNER), { lastActiveDay: today() }));
    const newcomer = h.as('newcomer');
    await assertFails(setCounted(publicProfile(newcomer, 'newcomer'), publicProfileDoc('newcomer', { lastActiveDay: today() })));
    await assertSucceeds(setCounted(publicProfile(newcomer, 'newcomer'), publicProfileDoc('newcomer')));
    await assertSucceeds(updateDoc(publicProfile(owner), { lastActiveDay: today() }));
    expect((await getDoc(publicProfile(owner))).data()?.lastActiveDay).toBe(today());
    // Never backwards (rewriting the same day changes nothing, so it is a no-op, not a new day).
    await assertFails(updateDoc(publicProfile(owner), { lastActiveDay: today() - 1 }));
    // Yesterday's day moves forward to today.
    await h.seed({ [paths.publicProfile(OTHER)]: publicProfileDoc(OTHER, { lastActiveDay: today() - 1 }) });
    await assertSucceeds(updateDoc(publicProfile(h.as(OTHER), OTHER), { lastActiveDay: today() }));
  });

  it('attack 103: no day while "Show when I was last active" is off; turning it off removes the day', async () => {
    await h.seed({ ...castDocs(), [paths.publicProfile(OWNER)]: publicProfileDoc(OWNER, { lastActiveDay: today() - 3 }) });
    const owner = h.as(OWNER);
    // attack 103
    await assertFails(hideActivity(owner, { removeDay: false }));
    await assertFails(updateDoc(privateProfile(owner), { hideActivity: 'yes' }));
    await assertSucceeds(hideActivity(owner));
    expect((await getDoc(publicProfile(owner))).data()).not.toHaveProperty('lastActiveDay');
    await assertFails(updateDoc(publicProfile(owner), { lastActiveDay: today() }));
    // Turned back on: the next app use writes today again.
    await assertSucceeds(updateDoc(privateProfile(owner), { hideActivity: false }));
    await assertSucceeds(updateDoc(publicProfile(owner), { lastActiveDay: today() }));
  });

  it('removing the day is always allowed; others and admins cannot hide it for the owner', async () => {
    await h.seed({ ...castDocs(), [paths.publicProfile(OWNER)]: publicProfileDoc(OWNER, { lastActiveDay: today() }) });
    await assertFails(updateDoc(privateProfile(h.as(OTHER), OWNER), { hideActivity: true }));
    await assertFails(updateDoc(privateProfile(h.as(ADMIN), OWNER), { hideActivity: true }));
    await assertSucceeds(updateDoc(publicProfile(h.as(OWNER)), { lastActiveDay: deleteField() }));
    // A profile created with the setting off is valid (the public copy has no day yet).
    await assertSucceeds(setDoc(privateProfile(h.as('fresh'), 'fresh'), privateProfileDoc('fresh', { hideActivity: true })));
  });
});
