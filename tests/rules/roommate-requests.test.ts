/** roommate_requests/{uid} (+ contact/phone): public read, owner writes under its own uid, admin edits. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { BROWSE_PAGE_SIZE, MAX_BUDGET, REJECTION_REASONS } from '../../src/config/constants';
import { useRulesEnv } from './support/env';
import { REQUEST_STATUSES } from '../../src/data/collections/roommateRequests';
import { addAudit, onPost } from './support/audit';
import { ADMIN, castDocs, clientChosenTime, contactDoc, countStep, GOOGLE_STORAGE, listingImageUrl, omit, OTHER, OWNER, paths, PHONE, PREMIUM, profilePictureUrl, requestDoc, requestDocs, roommateRequestInput, setCounted, THIRD } from './support/fixtures';

const h = useRulesEnv();
const requests = (db: Firestore) => collection(db, paths.publicCollection('roommate_requests'));
const request = (db: Firestore, uid = OTHER) => doc(db, paths.roommateRequest(uid));
const contact = (db: Firestore, uid = OTHER) => doc(db, paths.roommateRequestContact(uid));
/** Public list queries filter on the public statuses, as the app's do. */
const PUBLIC = [...REQUEST_STATUSES];

/** The data layer's save: merge-set of the request (+ createdAt/status when new) and the contact, one batch. */
function saveRequest(db: Firestore, uid: string, fields: DocumentData, isNew: boolean): Promise<void> {
  const batch = writeBatch(db);
  batch.set(
    request(db, uid),
    { ...roommateRequestInput(), userId: uid, lastActivity: serverTimestamp(), ...(isNew ? { status: 'active', createdAt: serverTimestamp() } : {}), ...fields },
    { merge: true },
  );
  batch.set(contact(db, uid), contactDoc(uid));
  if (isNew) countStep(batch, request(db, uid), 1);
  return batch.commit();
}

describe('roommate_requests', () => {
  describe('guest', () => {
    it('reads a request and browses pages of 12', async () => {
      await h.seed({ ...castDocs(), ...requestDocs(OTHER) });
      const snapshot = await assertSucceeds(getDoc(request(h.guest())));
      expect(snapshot.data()?.userId).toBe(OTHER);
      await assertSucceeds(getDocs(query(requests(h.guest()), where('status', 'in', PUBLIC), orderBy('status'), orderBy('lastActivity', 'desc'), limit(BROWSE_PAGE_SIZE))));
    });

    it('attack 9: cannot run an unbounded browse query', async () => {
      await h.seed({ ...castDocs(), ...requestDocs(OTHER) });
      // attack 9
      await assertFails(getDocs(query(requests(h.guest()), where('status', 'in', PUBLIC), orderBy('status'), orderBy('lastActivity', 'desc'))));
      await assertFails(getDocs(query(requests(h.as(OWNER)), where('status', 'in', PUBLIC), limit(BROWSE_PAGE_SIZE + 1))));
      await assertSucceeds(getDocs(query(requests(h.as(OWNER)), where('status', 'in', PUBLIC), limit(BROWSE_PAGE_SIZE))));
    });

    it('attack 29: reads the phone only of a premium seeker', async () => {
      await h.seed({ ...castDocs(), ...requestDocs(OTHER), ...requestDocs(PREMIUM) });
      // attack 29
      await assertFails(getDoc(contact(h.guest())));
      await assertFails(getDoc(contact(h.as(OWNER))));
      const premium = await assertSucceeds(getDoc(contact(h.guest(), PREMIUM)));
      expect(premium.data()?.phoneNumber).toBe(PHONE);
    });

    it('attack 82: a premium seeker\'s phone is not public while the request is hidden, pending or rejected', async () => {
      for (const status of ['hidden', 'pending', 'rejected']) {
        await h.env().clearFirestore();
        const moderated = status === 'rejected' ? { status, rejectionReason: REJECTION_REASONS[0] } : { status };
        await h.seed({ ...castDocs(), ...requestDocs(PREMIUM, moderated) });
        // attack 82
        await assertFails(getDoc(contact(h.guest(), PREMIUM)));
        await assertFails(getDoc(contact(h.as(OWNER), PREMIUM)));
        await assertSucceeds(getDoc(contact(h.as(PREMIUM), PREMIUM)));
      }
      await h.seed({ ...requestDocs(PREMIUM, { status: 'found' }) });
      await assertSucceeds(getDoc(contact(h.guest(), PREMIUM)));
    });

    it('attack 83: whether a user has a moderated request or none looks the same to others', async () => {
      await h.seed({ ...castDocs(), ...requestDocs(OTHER, { status: 'hidden' }) });
      for (const db of [h.guest(), h.as(THIRD)]) {
        // attack 83: both refused (before, the missing one read as missing: an oracle)
        await assertFails(getDoc(request(db, OTHER)));
        await assertFails(getDoc(request(db, OWNER)));
      }
      // The twin: the owner learns it has none; a live request is public.
      const none = await assertSucceeds(getDoc(request(h.as(OWNER), OWNER)));
      expect(none.exists()).toBe(false);
      await h.seed({ ...requestDocs(OTHER) });
      await assertSucceeds(getDoc(request(h.guest(), OTHER)));
    });

    it('attack 1: cannot write requests or contacts', async () => {
      await h.seed({ ...castDocs(), ...requestDocs(OTHER) });
      // attack 1
      await assertFails(setCounted(request(h.guest(), 'guest'), requestDoc('guest')));
      await assertFails(updateDoc(request(h.guest()), { status: 'found' }));
      await assertFails(deleteDoc(request(h.guest())));
      await assertFails(setDoc(contact(h.guest()), contactDoc(OTHER)));
      await assertSucceeds(updateDoc(request(h.as(OTHER)), { status: 'found' }));
    });
  });

  describe('owner (the seeker, id == uid)', () => {
    it('creates, then merge-saves, its request with the contact in one batch', async () => {
      await h.seed(castDocs());
      const seeker = h.as(OTHER);
      await assertSucceeds(saveRequest(seeker, OTHER, {}, true));
      await assertSucceeds(saveRequest(seeker, OTHER, { aboutMe: 'Updated bio', age: 30 }, false));
      await assertSucceeds(getDoc(contact(seeker)));
      const snapshot = await getDoc(request(seeker));
      expect(snapshot.data()?.age).toBe(30);
    });

    it('a maximal request fits the rules engine budget of 1000 expressions', async () => {
      await h.seed(castDocs());
      const maximal = roommateRequestInput({
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
      await assertSucceeds(saveRequest(h.as(OTHER), OTHER, maximal, true));
      await assertSucceeds(updateDoc(request(h.as(ADMIN)), { ...maximal, aboutMe: 'Moderated', lastActivity: serverTimestamp() }));
    });

    it('attack 10: cannot create a request under another uid', async () => {
      await h.seed(castDocs());
      const seeker = h.as(OTHER);
      // attack 10
      await assertFails(setCounted(request(seeker, OWNER), requestDoc(OWNER)));
      await assertFails(setCounted(request(seeker, OWNER), requestDoc(OTHER)));
      await assertFails(setCounted(request(seeker), requestDoc(OWNER)));
      await assertFails(setDoc(contact(seeker, OWNER), contactDoc(OWNER)));
      await assertSucceeds(setCounted(request(seeker), requestDoc(OTHER)));
    });

    it('attack 3: out-of-range, mistyped, unknown and bad-enum fields are refused', async () => {
      await h.seed(castDocs());
      const seeker = h.as(OTHER);
      const bad: DocumentData[] = [
        { age: 16 },
        { age: 100 },
        { age: 29.5 },
        { age: '29' },
        { budget: -1 },
        { budget: '800' },
        { gender: 'Robot' },
        { furnished: 'Maybe' },
        { preferredStay: 'Forever' },
        { preferredRoommates: ['Student', 'Night owl'] },
        { preferredRoommates: ['Student', 'Student'] },
        { aboutMe: 'x'.repeat(5001) },
        { userName: '' },
        { moveInDate: 'soon' },
        { profilePicture: 'javascript:alert(1)' },
        { verificationId: 'x'.repeat(101) },
        { isPremium: true },
        { phoneNumber: PHONE },
        { locationKeys: 'ilford' },
        { locationKeys: ['Ilford <script>'] },
        { locationKeys: Array.from({ length: 11 }, (_, i) => `area-${'x'.repeat(i + 1)}`) },
      ];
      for (const fields of bad) {
        // attack 3
        await assertFails(setCounted(request(seeker), requestDoc(OTHER, fields)));
      }
      await assertFails(setCounted(request(seeker), omit(requestDoc(OTHER), 'gender')));
      await assertSucceeds(
        setCounted(request(seeker), requestDoc(OTHER, { age: 17, budget: 0, moveInDate: '', profession: '', organization: '', profilePicture: profilePictureUrl(OTHER) })),
      );
      // attack 3: the same checks on update
      await assertFails(updateDoc(request(seeker), { age: 99.5 }));
      await assertSucceeds(updateDoc(request(seeker), { age: 99 }));
      await assertSucceeds(updateDoc(request(seeker), { locationKeys: ['east-ham', 'ilford'], lastActivity: serverTimestamp() }));
    });

    it('attack 6 and 7: server timestamps, valid status, immutable userId/createdAt', async () => {
      await h.seed({ ...castDocs(), ...requestDocs(OTHER) });
      const seeker = h.as(OTHER);
      // attack 6
      await assertFails(updateDoc(request(seeker), { lastActivity: Timestamp.fromDate(new Date('2099-01-01')) }));
      await assertFails(setCounted(request(seeker, OWNER), requestDoc(OWNER, { createdAt: clientChosenTime() })));
      // attack 7
      await assertFails(updateDoc(request(seeker), { status: 'hidden' }));
      // attack 5 (for requests): re-owning or back-dating
      await assertFails(updateDoc(request(seeker), { userId: OWNER }));
      await assertFails(updateDoc(request(seeker), { createdAt: serverTimestamp() }));
      await assertSucceeds(updateDoc(request(seeker), { status: 'found' }));
      await assertSucceeds(updateDoc(request(seeker), { requirements: 'Near a park', lastActivity: serverTimestamp() }));
    });

    it('deletes its request and contact', async () => {
      await h.seed({ ...castDocs(), ...requestDocs(OTHER) });
      const seeker = h.as(OTHER);
      const batch = writeBatch(seeker);
      batch.delete(request(seeker));
      batch.delete(contact(seeker));
      countStep(batch, request(seeker), -1);
      await assertSucceeds(batch.commit());
    });

    it('attack 49: the contact is created and deleted only together with its request', async () => {
      await h.seed(castDocs());
      const seeker = h.as(OTHER);
      // attack 49: a phone number without a request, and one outliving it
      await assertFails(setDoc(contact(seeker), contactDoc(OTHER)));
      await assertSucceeds(saveRequest(seeker, OTHER, {}, true));
      await assertFails(deleteDoc(request(seeker)));
      await assertFails(deleteDoc(contact(seeker)));
      const batch = writeBatch(seeker);
      batch.delete(request(seeker));
      batch.delete(contact(seeker));
      countStep(batch, request(seeker), -1);
      await assertSucceeds(batch.commit());
    });

    it('attacks 52-55: pictures from this project only, bounded budget, non-blank name, short location keys', async () => {
      await h.seed(castDocs());
      const seeker = h.as(OTHER);
      const bad: DocumentData[] = [
        // attack 52: a tracking pixel, plain http to anywhere, another user's upload, another bucket
        { profilePicture: 'https://tracker.example.com/pixel.gif' },
        { profilePicture: 'http://example.com/p.jpg' },
        { profilePicture: profilePictureUrl(OWNER) },
        { profilePicture: profilePictureUrl(OTHER).replace('demo-roomshare.appspot.com', 'evil.appspot.com') },
        // attack 53
        { budget: Infinity },
        { budget: MAX_BUDGET + 1 },
        // attack 54
        { userName: '   ' },
        // attack 55
        { locationKeys: ['x'.repeat(61)] },
      ];
      for (const fields of bad) await assertFails(setCounted(request(seeker), requestDoc(OTHER, fields)));
      await assertSucceeds(
        setCounted(request(seeker), requestDoc(OTHER, { profilePicture: listingImageUrl(OTHER, '1_me.jpg', GOOGLE_STORAGE), budget: MAX_BUDGET, locationKeys: ['x'.repeat(60)] })),
      );
    });
  });

  describe('other user', () => {
    it('cannot edit, delete or re-number someone else\'s request', async () => {
      await h.seed({ ...castDocs(), ...requestDocs(OTHER) });
      const owner = h.as(OWNER);
      await assertFails(updateDoc(request(owner), { aboutMe: 'Hacked', lastActivity: serverTimestamp() }));
      await assertFails(deleteDoc(request(owner)));
      await assertFails(updateDoc(contact(owner), { phoneNumber: '+44 0000 000000' }));
      await assertFails(deleteDoc(contact(owner)));
      await assertSucceeds(getDoc(request(owner)));
    });
  });

  describe('admin', () => {
    it('edits and deletes any request, reads any contact, pages without the public limit', async () => {
      await h.seed({ ...castDocs(), ...requestDocs(OTHER) });
      const admin = h.as(ADMIN);
      await assertSucceeds(updateDoc(request(admin), { aboutMe: 'Moderated', lastActivity: serverTimestamp() }));
      await assertSucceeds(getDoc(contact(admin)));
      await assertSucceeds(updateDoc(contact(admin), { phoneNumber: '+44 7700 900000' }));
      await assertSucceeds(getDocs(query(requests(admin), orderBy('status'), orderBy('lastActivity', 'desc'))));
      await assertFails(updateDoc(request(admin), { userId: ADMIN }));
      await assertFails(setCounted(request(admin, 'someone'), requestDoc('someone')));
      const batch = writeBatch(admin);
      batch.delete(request(admin));
      batch.delete(contact(admin));
      addAudit(admin, batch, onPost(ADMIN, 'delete', 'roommate', OTHER));
      await assertSucceeds(batch.commit());
    });
  });
});
