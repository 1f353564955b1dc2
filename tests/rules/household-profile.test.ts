/**
 * Household fit on a roommate profile (src/schema/household.ts): `self` and `needs`. A maximal
 * profile with every dimension filled fits the rules engine's budget on create, owner edit and
 * admin edit; every refused value sits beside its legitimate twin.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, updateDoc, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { HOME_LANGUAGES } from '../../src/schema/household';
import { useRulesEnv } from './support/env';
import { ADMIN, castDocs, contactDoc, countStep, GOOGLE_STORAGE, OTHER, paths, profilePictureUrl, requestDocs, roommateRequestInput } from './support/fixtures';

const h = useRulesEnv();
const request = (db: Firestore) => doc(db, paths.roommateRequest(OTHER));

/**
 * The data layer's save (saveRoommateRequest): the profile merge-set (+ createdAt/status when new)
 * with its contact and count in one batch, then self and needs, set whole, in a write of their own.
 */
async function saveRequest(db: Firestore, fields: DocumentData, isNew: boolean): Promise<void> {
  const { self, needs, ...profile } = fields;
  const batch = writeBatch(db);
  batch.set(
    request(db),
    { ...roommateRequestInput(), userId: OTHER, lastActivity: serverTimestamp(), ...(isNew ? { status: 'active', createdAt: serverTimestamp() } : {}), ...profile },
    { merge: true },
  );
  batch.set(doc(db, paths.roommateRequestContact(OTHER)), contactDoc(OTHER));
  if (isNew) countStep(batch, request(db), 1);
  await batch.commit();
  await saveHousehold(db, { ...(self === undefined ? {} : { self }), ...(needs === undefined ? {} : { needs }) });
}

function saveHousehold(db: Firestore, fields: DocumentData): Promise<void> {
  if (Object.keys(fields).length === 0) return Promise.resolve();
  const data = { ...fields, lastActivity: serverTimestamp() };
  return setDoc(request(db), data, { mergeFields: Object.keys(data) });
}

const FULL_SELF = {
  diet: 'jain',
  smokes: 'outside',
  drinks: 'occasionally',
  pets: 'has-pets',
  languages: [...HOME_LANGUAGES],
  couple: 'couple',
  typicalDay: 'shifts',
  cleanliness: 'very-tidy',
};

/** Every dimension filled with every value: five musts, five prefers. */
const FULL_NEEDS = {
  must: {
    kitchen: ['veg-only', 'veg-eggs', 'jain', 'mixed', 'no-rule'],
    smoking: ['none', 'outside', 'allowed'],
    alcohol: ['none', 'occasionally', 'fine'],
    guests: ['rarely', 'sometimes', 'often'],
    pets: ['none', 'has-pets', 'welcome'],
  },
  prefer: {
    languages: [...HOME_LANGUAGES],
    makeUp: ['all-female', 'all-male', 'mixed'],
    couples: ['welcome', 'not-welcome'],
    typicalDay: ['students', 'office', 'shifts'],
    cleanliness: ['relaxed', 'tidy', 'very-tidy'],
  },
};

const MAXIMAL = roommateRequestInput({
  userName: 'U'.repeat(100),
  aboutMe: 'A'.repeat(5000),
  preferredLocations: 'L'.repeat(500),
  profession: 'P'.repeat(120),
  organization: 'O'.repeat(120),
  preferredRoommates: ['Student', 'Professional', 'Male', 'Female', 'Vegetarian', 'Non-Vegetarian', 'Non-Smoker', 'Any'],
  requirements: 'R'.repeat(5000),
  profilePicture: profilePictureUrl(OTHER, GOOGLE_STORAGE),
  verificationId: 'V'.repeat(100),
});

const TOO_MANY_LANGUAGES = [...HOME_LANGUAGES, 'English'];

/** Each refused `needs` beside its twin. */
const NEEDS_PAIRS: [refused: DocumentData, allowed: DocumentData][] = [
  [{ must: { kitchen: ['vegan'] } }, { must: { kitchen: ['veg-only'] } }],
  [{ must: { kitchen: 'veg-only' } }, { must: { kitchen: ['veg-only'] } }],
  [{ prefer: { smoking: ['indoors'] } }, { prefer: { smoking: ['allowed'] } }],
  [{ prefer: { languages: TOO_MANY_LANGUAGES } }, { prefer: { languages: [...HOME_LANGUAGES] } }],
  [{ prefer: { languages: ['Hindi,French'] } }, { prefer: { languages: ['Hindi'] } }],
  [{ must: { pets: [1] } }, { must: { pets: ['none'] } }],
  [{ must: { kitchen: ['veg-only'] }, prefer: { kitchen: ['jain'] } }, { must: { kitchen: ['veg-only'] }, prefer: { languages: ['Hindi'] } }],
  [{ must: { religion: ['any'] } }, { must: {} }],
  [{ must: { kitchen: ['veg-only'] }, dontMind: { smoking: ['allowed'] } }, { must: { kitchen: ['veg-only'] } }],
  [{ must: { couples: ['yes'] } }, { must: { couples: ['welcome'] } }],
];

/** Each refused `self` beside its twin. */
const SELF_PAIRS: [refused: DocumentData, allowed: DocumentData][] = [
  [{ diet: 'vegan' }, { diet: 'vegetarian' }],
  [{ smokes: 'sometimes' }, { smokes: 'no' }],
  [{ drinks: 'often' }, { drinks: 'yes' }],
  [{ pets: 'welcome' }, { pets: 'none' }],
  [{ languages: TOO_MANY_LANGUAGES }, { languages: ['English', 'Hindi'] }],
  [{ languages: ['French'] }, { languages: ['Other'] }],
  [{ couple: 'married' }, { couple: 'single' }],
  [{ typicalDay: 'nights' }, { typicalDay: 'office' }],
  [{ cleanliness: 'spotless' }, { cleanliness: 'relaxed' }],
  [{ diet: 'jain', religion: 'Jain' }, { diet: 'jain' }],
  [{ nationality: 'Indian' }, {}],
];

describe('a roommate profile’s self and needs', () => {
  it('a maximal profile with full self and needs fits the budget: owner create, owner edit, admin edit', async () => {
    await h.seed(castDocs());
    await assertSucceeds(saveRequest(h.as(OTHER), { ...MAXIMAL, self: FULL_SELF, needs: FULL_NEEDS }, true));
    const swapped = { must: FULL_NEEDS.prefer, prefer: FULL_NEEDS.must };
    await assertSucceeds(saveRequest(h.as(OTHER), { ...MAXIMAL, aboutMe: 'B'.repeat(5000), self: { ...FULL_SELF, diet: 'vegetarian' }, needs: swapped }, false));
    await assertSucceeds(updateDoc(request(h.as(ADMIN)), { ...MAXIMAL, aboutMe: 'Moderated', lastActivity: serverTimestamp() }));
    await assertSucceeds(saveHousehold(h.as(ADMIN), { self: { ...FULL_SELF, cleanliness: 'tidy' }, needs: FULL_NEEDS }));
    // One write carrying changed text, self and needs of a maximal profile is over the budget.
    await assertFails(updateDoc(request(h.as(OTHER)), { aboutMe: 'C'.repeat(5000), self: FULL_SELF, needs: swapped, lastActivity: serverTimestamp() }));
  });

  it('refuses each needs value; the twin saves', async () => {
    await h.seed(castDocs());
    const seeker = h.as(OTHER);
    await assertSucceeds(saveRequest(seeker, { needs: FULL_NEEDS }, true));
    for (const [refused, allowed] of NEEDS_PAIRS) {
      await assertFails(saveHousehold(seeker, { needs: refused }));
      await assertSucceeds(saveHousehold(seeker, { needs: allowed }));
    }
    await assertFails(saveHousehold(seeker, { needs: 'veg-only' }));
  });

  it('refuses each self value; the twin saves', async () => {
    await h.seed(castDocs());
    const seeker = h.as(OTHER);
    await assertSucceeds(saveRequest(seeker, { self: FULL_SELF }, true));
    for (const [refused, allowed] of SELF_PAIRS) {
      await assertFails(saveHousehold(seeker, { self: refused }));
      await assertSucceeds(saveHousehold(seeker, { self: allowed }));
    }
  });

  it('a profile without self or needs stays valid, and an edit of something else leaves them alone', async () => {
    await h.seed({ ...castDocs(), ...requestDocs(OTHER, { self: FULL_SELF, needs: FULL_NEEDS }) });
    await assertSucceeds(saveRequest(h.as(OTHER), { aboutMe: 'Updated bio' }, false));
    await assertSucceeds(updateDoc(request(h.as(OTHER)), { status: 'found', lastActivity: serverTimestamp() }));
  });
});
