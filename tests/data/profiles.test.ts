import { beforeEach, describe, expect, it } from 'vitest';
import {
  createProfiles,
  createRoomListing,
  getPrivateProfile,
  getPublicProfile,
  getRoomListing,
  getRoomListingContact,
  getRoommateRequest,
  saveRoleAndPhone,
  saveRoommateRequest,
  setProfileFlag,
  setRoommateRequestStatus,
} from '@/data';
import { requestInput, roomInput } from './fixtures';
import { clearFirestore, freshAdmin, signInAs, signUpFresh } from './support';

beforeEach(clearFirestore);

describe('profiles and privacy', () => {
  it('creates both copies, keeps email and phone private, and writes role + phone in one batch', async () => {
    const user = await signUpFresh('Dev Patel');
    await createProfiles({ uid: user.uid, name: 'Dev Patel', email: user.email, phoneNumber: '' });
    await saveRoleAndPhone(user.uid, 'I Have Room', '+44 7700 900001');
    expect(await getPrivateProfile(user.uid)).toMatchObject({ name: 'Dev Patel', email: user.email, phoneNumber: '+44 7700 900001', role: 'I Have Room', isAdmin: false, isPremium: false });
    const publicCopy = await getPublicProfile(user.uid);
    expect(publicCopy).toMatchObject({ name: 'Dev Patel', role: 'I Have Room', isPremium: false });
    expect(publicCopy).not.toHaveProperty('email');

    await expect(setProfileFlag(user.uid, 'isAdmin', true)).rejects.toMatchObject({ code: 'permission-denied' });

    const other = await signUpFresh('Nosy');
    await expect(getPrivateProfile(user.uid)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(other.uid).not.toBe(user.uid);
  });

  it("mirrors premium onto the owner's posts (one admin batch) and shows the phone to others only then", async () => {
    const owner = await signUpFresh('Owner');
    await createProfiles({ uid: owner.uid, name: 'Owner', email: owner.email, phoneNumber: '07700 900002' });
    const listingId = await createRoomListing(roomInput(), { uid: owner.uid, name: 'Owner', phoneNumber: '07700 900002' });
    await saveRoommateRequest(owner.uid, requestInput(), '07700 900002');
    expect(await getRoomListing(listingId)).toMatchObject({ ownerPremium: false });
    const admin = await freshAdmin();
    await signInAs(admin.email, admin.password);
    await setProfileFlag(owner.uid, 'isPremium', true);

    await signUpFresh('Viewer');
    expect(await getRoomListing(listingId)).toMatchObject({ ownerPremium: true });
    expect(await getRoommateRequest(owner.uid)).toMatchObject({ ownerPremium: true });
    expect(await getRoomListingContact(listingId)).toEqual({ phoneNumber: '07700 900002', userId: owner.uid });

    // A listing created while premium carries it from the start; revoking clears every post.
    await signInAs(owner.email, owner.password);
    const secondId = await createRoomListing(roomInput({ title: 'Second room' }), { uid: owner.uid, name: 'Owner', phoneNumber: '07700 900002' });
    expect(await getRoomListing(secondId)).toMatchObject({ ownerPremium: true });
    await signInAs(admin.email, admin.password);
    await setProfileFlag(owner.uid, 'isPremium', false);
    await signUpFresh('Viewer 2');
    expect(await getRoomListing(listingId)).toMatchObject({ ownerPremium: false });
    expect(await getRoomListing(secondId)).toMatchObject({ ownerPremium: false });
    expect(await getRoommateRequest(owner.uid)).toMatchObject({ ownerPremium: false });
    expect(await getRoomListingContact(listingId)).toBeNull();
  });

  it('saves one roommate request per user (merge, status kept) and toggles found', async () => {
    const seeker = await signUpFresh('Seeker');
    await createProfiles({ uid: seeker.uid, name: 'Seeker', email: seeker.email, phoneNumber: '07700 900003' });
    await saveRoommateRequest(seeker.uid, requestInput(), '07700 900003');
    const first = await getRoommateRequest(seeker.uid);
    expect(first).toMatchObject({ id: seeker.uid, userId: seeker.uid, status: 'active', age: 24 });
    await setRoommateRequestStatus(seeker.uid, 'found');
    await saveRoommateRequest(seeker.uid, requestInput({ budget: 800 }), '07700 900003');
    const second = await getRoommateRequest(seeker.uid);
    expect(second).toMatchObject({ budget: 800, status: 'found' });
    expect(second?.createdAt?.getTime()).toBe(first?.createdAt?.getTime());
    expect((second?.lastActivity?.getTime() ?? 0) >= (first?.lastActivity?.getTime() ?? 0)).toBe(true);
    await signInAs(seeker.email, seeker.password);
  });
});
