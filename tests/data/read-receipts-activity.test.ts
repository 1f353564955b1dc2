/** Read receipts and activity through the real repositories and rules. */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  blockUser,
  createProfiles,
  getPrivateProfile,
  getPublicProfile,
  markConversationRead,
  openConversation,
  recordActiveDay,
  sendMessage,
  setActivityShown,
  subscribeConversation,
} from '@/data';
import { utcDayNumber } from '@/lib/activity';
import type { Conversation } from '../../src/data/collections/conversations';
import { clearFirestore, signInAs, signUpFresh, waitFor } from './support';

beforeEach(clearFirestore);

async function member(name: string) {
  const user = await signUpFresh(name);
  await createProfiles({ uid: user.uid, name, email: user.email, phoneNumber: '' });
  return user;
}

describe('read receipts', () => {
  it('marking read stamps my lastReadAt at or after the message; a reader the sender blocked only resets the count', async () => {
    const owner = await member('Owner');
    const seeker = await member('Seeker');
    const id = await openConversation({ uid: seeker.uid }, { uid: owner.uid });
    await sendMessage(seeker.uid, owner.uid, 'Hello, is the room free?');

    await signInAs(owner.email, owner.password);
    await markConversationRead(id, owner.uid);
    const read = await waitFor<Conversation | null>((next, fail) => subscribeConversation(id, next, fail), (item) => Boolean(item?.lastReadAt[owner.uid]));
    expect(read?.unreadCount[owner.uid]).toBe(0);
    expect(read?.lastReadAt[seeker.uid]).toBeUndefined();
    expect(read?.lastMessageTimestamp?.getTime()).toBeLessThanOrEqual(read?.lastReadAt[owner.uid]?.getTime() ?? 0);

    // The owner blocks the seeker: the seeker's reading resets their count but sends no receipt.
    await sendMessage(owner.uid, seeker.uid, 'Yes it is.');
    await blockUser(owner.uid, seeker.uid);
    await signInAs(seeker.email, seeker.password);
    await expect(markConversationRead(id, seeker.uid)).resolves.toBeUndefined();
    const after = await waitFor<Conversation | null>((next, fail) => subscribeConversation(id, next, fail), (item) => item?.unreadCount[seeker.uid] === 0);
    expect(after?.lastReadAt[seeker.uid]).toBeUndefined();
  });
});

describe('activity', () => {
  it('records today once, hides it when turned off (refusing a day while off), and records again when on', async () => {
    const user = await member('Active Person');
    const today = utcDayNumber(new Date());
    await expect(recordActiveDay(user.uid, null)).resolves.toBe(today);
    expect(await getPublicProfile(user.uid)).toMatchObject({ lastActiveDay: today });
    // Already written today: nothing read or written.
    await expect(recordActiveDay(user.uid, today)).resolves.toBe(today);

    await setActivityShown(user.uid, false);
    expect(await getPrivateProfile(user.uid)).toMatchObject({ hideActivity: true });
    expect(await getPublicProfile(user.uid)).toMatchObject({ lastActiveDay: null });
    await expect(recordActiveDay(user.uid, null)).rejects.toMatchObject({ code: 'permission-denied' });

    await setActivityShown(user.uid, true);
    await expect(recordActiveDay(user.uid, null)).resolves.toBe(today);
    expect(await getPublicProfile(user.uid)).toMatchObject({ lastActiveDay: today });
  });

  it('two writes of today at once (two tabs, two devices) both resolve to today: the one the rules refuse finds it written', async () => {
    const user = await member('Busy Person');
    const today = utcDayNumber(new Date());
    await expect(Promise.all([recordActiveDay(user.uid, null), recordActiveDay(user.uid, null)])).resolves.toEqual([today, today]);
    expect(await getPublicProfile(user.uid)).toMatchObject({ lastActiveDay: today });
  });
});
