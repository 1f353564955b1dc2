/**
 * users/{uid}/user_profile/data.myPlace: the seeker's own place (a university or a workplace
 * postcode), set and removed by the seeker only, in a strict shape with a point in the UK.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, getDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { MY_PLACE_TEXT_MAX } from '../../src/lib/place/myPlace';
import { useRulesEnv } from './support/env';
import { ADMIN, audited, castDocs, OTHER, OWNER, paths } from './support/fixtures';

const h = useRulesEnv();
const privateProfile = (db: Firestore, uid = OWNER) => doc(db, paths.privateProfile(uid));

const UCL = { kind: 'university', label: 'UCL, Bloomsbury', query: 'University College London', lat: 51.5246, lng: -0.134 };
const WORKPLACE = { kind: 'postcode', label: 'E14 5AB', query: 'E14 5AB', lat: 51.5054, lng: -0.0235 };

describe('my place', () => {
  it('a seeker saves a university, changes it to a workplace postcode, and removes it', async () => {
    await h.seed(castDocs());
    const owner = h.as(OWNER);
    await assertSucceeds(updateDoc(privateProfile(owner), { myPlace: UCL }));
    await assertSucceeds(updateDoc(privateProfile(owner), { myPlace: WORKPLACE }));
    expect((await getDoc(privateProfile(owner))).data()?.myPlace).toEqual(WORKPLACE);
    await assertSucceeds(updateDoc(privateProfile(owner), { myPlace: deleteField() }));
  });

  it('attack 98: a malformed place (other keys, another kind, blank or huge text, a point outside the UK) is refused', async () => {
    await h.seed(castDocs());
    const owner = h.as(OWNER);
    const save = (myPlace: unknown) => updateDoc(privateProfile(owner), { myPlace });
    // attack 98
    await assertFails(save({ ...UCL, homeAddress: '12 Long Road' }));
    await assertFails(save({ ...UCL, kind: 'home' }));
    await assertFails(save({ kind: UCL.kind, label: UCL.label, query: UCL.query, lat: UCL.lat }));
    await assertFails(save({ ...UCL, label: '\u00a0\u200b' }));
    await assertFails(save({ ...UCL, query: 'x'.repeat(MY_PLACE_TEXT_MAX + 1) }));
    await assertFails(save({ ...UCL, lat: 40.7128, lng: -74.006 }));
    await assertFails(save({ ...UCL, lat: '51.5246' }));
    await assertFails(save('UCL'));
    // The legitimate twin: the longest text, at the edge of the box.
    await assertSucceeds(save({ ...WORKPLACE, label: 'x'.repeat(MY_PLACE_TEXT_MAX), lat: 60.15, lng: -1.15 }));
  });

  it('attack 99: nobody else sets, changes or removes a seeker\'s place, not even an admin', async () => {
    await h.seed({ ...castDocs(), [paths.privateProfile(OWNER)]: { ...castDocs()[paths.privateProfile(OWNER)], myPlace: UCL } });
    // attack 99
    await assertFails(updateDoc(privateProfile(h.as(OTHER)), { myPlace: WORKPLACE }));
    await assertFails(updateDoc(privateProfile(h.as(ADMIN)), { myPlace: WORKPLACE }));
    await assertFails(updateDoc(privateProfile(h.as(ADMIN)), { myPlace: deleteField() }));
    await assertFails(updateDoc(privateProfile(h.guest()), { myPlace: WORKPLACE }));
    // The legitimate twins: the seeker changes it; an admin still does an admin's change.
    await assertSucceeds(updateDoc(privateProfile(h.as(OWNER)), { myPlace: WORKPLACE }));
    const admin = h.as(ADMIN);
    await assertSucceeds(audited(admin, { actor: ADMIN, action: 'grant_premium', targetKind: 'user', targetId: OWNER }, (batch) => batch.update(privateProfile(admin), { isPremium: true })));
  });
});
