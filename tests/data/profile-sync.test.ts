/**
 * Admin user search and profile sync against the emulator: pages of private profiles
 * by search term, and a sync that pages through them, writes only what differs and backfills
 * missing search terms.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { countPrivateProfiles, createProfiles, createRoomListing, fetchUsersPage, getPrivateProfile, getPublicProfile, getRoomListing, syncProfilesStep } from '@/data';
import { roomInput } from './fixtures';
import { dayNumberOf, searchTermsOf } from '@/lib/userSearchTerms';
import { clearFirestore, freshAdmin, signInAs, signUpFresh, writeAsOwner } from './support';

beforeEach(clearFirestore);

const privatePath = (uid: string) => `artifacts/roomshare-uk/users/${uid}/user_profile/data`;

describe('admin user search and profile sync', () => {
  it('finds a user by the start of the email, and the sync backfills terms and public copies once', async () => {
    const admin = await freshAdmin('Sync Admin');
    // A profile made before search terms: no terms and no public copy.
    const legacy = { uid: 'legacy-user', name: 'Legacy Person', email: 'old.timer.zq@example.com' };
    // Made while the terms were a list, ten days ago: found by a search, not by one narrowed to Last Week.
    const listForm = { uid: 'list-form-user', name: 'Listed Person', email: 'old.lister.zq@example.com' };
    const listCreatedAt = new Date(Date.now() - 10 * 86_400_000);
    await writeAsOwner(privatePath(legacy.uid), { userId: legacy.uid, name: legacy.name, email: legacy.email, role: null, isAdmin: false, isPremium: false, createdAt: new Date(Date.now() - 86_400_000) });
    await writeAsOwner(privatePath(listForm.uid), {
      userId: listForm.uid, name: listForm.name, email: listForm.email, role: null, isAdmin: false, isPremium: false, createdAt: listCreatedAt,
      searchTerms: Object.keys(searchTermsOf(listForm.name, listForm.email)),
    });
    await signInAs(admin.email, admin.password);

    expect((await fetchUsersPage({ searchKey: 'old.timer', lastWeek: false })).items).toEqual([]);
    expect((await fetchUsersPage({ searchKey: 'old.', lastWeek: false })).items).toEqual([]);
    expect(await countPrivateProfiles()).toBe(3);

    let cursor: string | null = null;
    let checked = 0;
    let updated = 0;
    do {
      const step = await syncProfilesStep(cursor);
      checked += step.checked;
      updated += step.updated;
      cursor = step.next;
    } while (cursor);
    expect(checked).toBe(3);
    // The legacy profiles (search fields + public copy) and the admin's (no public copy yet).
    expect(updated).toBe(3);
    expect(await getPrivateProfile(legacy.uid)).toMatchObject({ searchTerms: searchTermsOf(legacy.name, legacy.email), createdDay: dayNumberOf(new Date(Date.now() - 86_400_000)) });
    expect(await getPublicProfile(legacy.uid)).toMatchObject({ userId: legacy.uid, name: legacy.name });
    expect(await getPrivateProfile(listForm.uid)).toMatchObject({ searchTerms: searchTermsOf(listForm.name, listForm.email), createdDay: dayNumberOf(listCreatedAt) });

    const emails = async (searchKey: string, lastWeek: boolean) => (await fetchUsersPage({ searchKey, lastWeek })).items.map((profile) => profile.email).sort();
    expect(await emails('old.timer', true)).toEqual([legacy.email]);
    expect(await emails('old.', false)).toEqual([listForm.email, legacy.email].sort());
    expect(await emails('old.', true)).toEqual([legacy.email]);
    // A whole email, typed in another case: found by equality on it.
    const byEmail = await fetchUsersPage({ searchKey: null, lastWeek: false, exactEmails: [legacy.email.toUpperCase(), legacy.email] });
    expect(byEmail.items.map((profile) => profile.email)).toEqual([legacy.email]);
    // Nothing differs any more: a second sync writes nothing.
    expect((await syncProfilesStep(null)).updated).toBe(0);
  });

  it('copies a premium status that differs onto the public profile and the user\'s posts together', async () => {
    const owner = await signUpFresh('Premium Owner');
    await createProfiles({ uid: owner.uid, name: 'Premium Owner', email: owner.email, phoneNumber: '07700 900004' });
    const listingId = await createRoomListing(roomInput(), { uid: owner.uid, name: 'Premium Owner', phoneNumber: '07700 900004' });
    // The private copy says premium (written past the rules); the public copy and the post do not.
    const profile = await getPrivateProfile(owner.uid);
    await writeAsOwner(privatePath(owner.uid), { ...profile, isPremium: true, createdAt: profile?.createdAt ?? new Date(), lastActivity: new Date() });
    const admin = await freshAdmin('Sync Admin');
    await signInAs(admin.email, admin.password);

    let cursor: string | null = null;
    do cursor = (await syncProfilesStep(cursor)).next;
    while (cursor);
    expect(await getPublicProfile(owner.uid)).toMatchObject({ isPremium: true });
    expect(await getRoomListing(listingId)).toMatchObject({ ownerPremium: true });
  });
});
