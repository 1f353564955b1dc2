/**
 * Email notifications through the real repositories: the send batch carries one `new-message`
 * mail per unread streak, an admin's decision one mail to the owner, and the user's settings
 * stop both and keep mail_users/{uid} in step with the verified address.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGE_MIN_INTERVAL_MS, REJECTION_REASONS } from '@/config/constants';
import {
  approvePost,
  conversationId,
  createProfiles,
  createRoomListing,
  markConversationRead,
  openConversation,
  rejectPost,
  saveNotificationSettings,
  sendMessage,
  syncMailUser,
} from '@/data';
import { roomInput } from './fixtures';
import { clearFirestore, freshAdmin, listAsOwner, signInAs, signUpFresh, verifyEmailOf } from './support';

const ROOT = 'artifacts/roomshare-uk';
const PHONE = '+44 7700 900123';

const mails = () => listAsOwner(`${ROOT}/mail`);
const pause = () => new Promise((resolve) => setTimeout(resolve, MESSAGE_MIN_INTERVAL_MS + 100));

async function member(name: string, options: { phoneVerified?: boolean } = {}) {
  const account = await signUpFresh(name, options);
  await createProfiles({ uid: account.uid, name, email: account.email, phoneNumber: PHONE });
  return account;
}

beforeEach(clearFirestore);

describe('new-message email', () => {
  it('one per unread streak: the first message writes one, the next none, and after the recipient reads, one again', async () => {
    const bob = await member('Bob');
    const alice = await member('Alice');
    const id = await openConversation({ uid: alice.uid }, { uid: bob.uid });

    await sendMessage(alice.uid, bob.uid, 'Is the room free?');
    const first = await mails();
    expect(first).toHaveLength(1);
    expect(first[0]?.fields).toEqual({
      toUids: { arrayValue: { values: [{ stringValue: bob.uid }] } },
      template: {
        mapValue: {
          fields: {
            name: { stringValue: 'new-message' },
            data: { mapValue: { fields: { senderName: { stringValue: 'Alice' }, conversationId: { stringValue: conversationId(alice.uid, bob.uid) } } } },
          },
        },
      },
    });

    await pause();
    await sendMessage(alice.uid, bob.uid, 'And can I see it on Saturday?');
    expect(await mails()).toHaveLength(1);

    await signInAs(bob.email, bob.password);
    await markConversationRead(id, bob.uid);
    await signInAs(alice.email, alice.password);
    // One message a second (rate_limits/messages): the sign-ins can take less than that.
    await pause();
    await sendMessage(alice.uid, bob.uid, 'Thanks! One more question.');
    expect(await mails()).toHaveLength(2);
  });

  it('names the post the chat started from', async () => {
    const bob = await member('Bob');
    const listingId = await createRoomListing(roomInput({ title: 'Sunny room in Ilford' }), { uid: bob.uid, name: 'Bob', phoneNumber: PHONE });
    const alice = await member('Alice');
    await openConversation({ uid: alice.uid }, { uid: bob.uid });
    await sendMessage(alice.uid, bob.uid, 'Hello', { postKind: 'room', postId: listingId, postTitle: 'Sunny room in Ilford' });
    const [mail] = await mails();
    expect(JSON.stringify(mail?.fields)).toContain('Sunny room in Ilford');
  });

  it('a recipient who turned message emails off gets none (the message still goes)', async () => {
    const carol = await member('Carol');
    await saveNotificationSettings(carol.uid, { emailMessages: false, emailListings: true });
    const dave = await member('Dave');
    await openConversation({ uid: dave.uid }, { uid: carol.uid });
    await sendMessage(dave.uid, carol.uid, 'Hi Carol');
    expect(await mails()).toHaveLength(0);
    expect(await listAsOwner(`${ROOT}/public/data/conversations/${conversationId(carol.uid, dave.uid)}/messages`)).toHaveLength(1);
  });
});

describe('review decision email', () => {
  it('approval and rejection each write one to the owner; an owner with listing emails off gets none', async () => {
    const owner = await member('Owner', { phoneVerified: false });
    const first = await createRoomListing(roomInput({ title: 'First room' }), { uid: owner.uid, name: 'Owner', phoneNumber: PHONE });
    const second = await createRoomListing(roomInput({ title: 'Second room' }), { uid: owner.uid, name: 'Owner', phoneNumber: PHONE });
    await freshAdmin();
    await approvePost('room_listings', first);
    await rejectPost('room_listings', second, REJECTION_REASONS[0]);
    const sent = (await mails()).map((mail) => JSON.stringify(mail.fields));
    expect(sent).toHaveLength(2);
    expect(sent.find((mail) => mail.includes('post-approved'))).toContain('First room');
    expect(sent.find((mail) => mail.includes('post-rejected'))).toContain(REJECTION_REASONS[0]);

    const quiet = await member('Quiet Owner', { phoneVerified: false });
    await saveNotificationSettings(quiet.uid, { emailMessages: true, emailListings: false });
    const third = await createRoomListing(roomInput({ title: 'Third room' }), { uid: quiet.uid, name: 'Quiet Owner', phoneNumber: PHONE });
    await freshAdmin('Second Moderator');
    await approvePost('room_listings', third);
    expect(await mails()).toHaveLength(2);
  });
});

describe('mail_users', () => {
  it('holds the verified address while an email is on, and nothing once both are off', async () => {
    const erin = await member('Erin');
    await syncMailUser();
    expect(await listAsOwner(`${ROOT}/mail_users`)).toHaveLength(0);
    await verifyEmailOf(erin.uid);
    await syncMailUser();
    const [user] = await listAsOwner(`${ROOT}/mail_users`);
    expect(user).toEqual({ id: erin.uid, fields: { email: { stringValue: erin.email.toLowerCase() } } });
    await saveNotificationSettings(erin.uid, { emailMessages: false, emailListings: false });
    expect(await listAsOwner(`${ROOT}/mail_users`)).toHaveLength(0);
  });
});
