/**
 * Email through the Trigger Email extension: mail/ (created only in the batch of the action it
 * reports), mail_users/ (the owner's verified address, read by nobody), mail_templates/ (admins)
 * and users/{uid}/settings/notifications (the recipient's choice). Every refusal beside its twin.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, collection, setDoc, Timestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { EMAILS_PER_DAY, REJECTION_REASONS } from '../../src/config/constants';
import { emailOf, useRulesEnv } from './support/env';
import { ADMIN, batchSendMessage, castDocs, conversationDoc, conversationId, listingDocs, OTHER, OWNER, paths, THIRD } from './support/fixtures';
import { decideWithMail, sendWithMail } from './support/mail';

const h = useRulesEnv();
const ID = conversationId(OWNER, OTHER);
const TITLE = 'Bright double room near Ilford station';
const REASON = REJECTION_REASONS[0];

/** OWNER and OTHER in a conversation where neither has anything unread. */
async function seedQuietChat(): Promise<void> {
  await h.seed({ ...castDocs(), [paths.conversation(ID)]: conversationDoc(OWNER, OTHER, { unreadCount: { [OWNER]: 0, [OTHER]: 0 } }) });
}

/** Lets `uid` send again at once (the one-message-a-second tick is not under test here). */
async function rewindTick(uid: string): Promise<void> {
  await h.seed({ [paths.rateLimit(uid, 'messages')]: { lastAt: Timestamp.fromMillis(Date.now() - 5000), changed: ID } });
}

const settings = (db: Firestore, uid: string) => doc(db, paths.notificationSettings(uid));
const mailUser = (db: Firestore, uid: string) => doc(db, paths.mailUser(uid));
const template = (db: Firestore, name = 'new-message') => doc(db, paths.mailTemplate(name));

describe('mail_users (the extension reads addresses here)', () => {
  it('attack 89: only its owner writes it, only with the verified address of the token; nobody reads it', async () => {
    await h.seed(castDocs());
    // attack 89
    await assertFails(setDoc(mailUser(h.as(OWNER, { email: emailOf(OWNER), email_verified: false }), OWNER), { email: emailOf(OWNER) }));
    await assertFails(setDoc(mailUser(h.as(OWNER), OWNER), { email: 'someone-else@example.com' }));
    await assertFails(setDoc(mailUser(h.as(OTHER), OWNER), { email: emailOf(OTHER) }));
    await assertFails(setDoc(mailUser(h.as(OWNER), OWNER), { email: emailOf(OWNER), name: 'extra' }));
    await assertFails(setDoc(mailUser(h.guest(), OWNER), { email: emailOf(OWNER) }));
    await assertSucceeds(setDoc(mailUser(h.as(OWNER), OWNER), { email: emailOf(OWNER) }));
    for (const db of [h.as(OWNER), h.as(OTHER), h.as(ADMIN), h.guest()]) {
      await assertFails(getDoc(mailUser(db, OWNER)));
      await assertFails(getDocs(collection(db, `${paths.root}/mail_users`)));
    }
    await assertFails(deleteDoc(mailUser(h.as(OTHER), OWNER)));
    await assertSucceeds(deleteDoc(mailUser(h.as(OWNER, { email: emailOf(OWNER), email_verified: false }), OWNER)));
  });
});

describe('notification settings', () => {
  it('the owner writes two booleans; any signed-in user reads them (senders need the choice)', async () => {
    await h.seed(castDocs());
    await assertFails(setDoc(settings(h.as(OTHER), OWNER), { emailMessages: false }));
    await assertFails(setDoc(settings(h.as(OWNER), OWNER), { emailMessages: 'no' }));
    await assertFails(setDoc(settings(h.as(OWNER), OWNER), { emailMessages: false, marketing: true }));
    await assertSucceeds(setDoc(settings(h.as(OWNER), OWNER), { emailMessages: false, emailListings: true }));
    await assertSucceeds(getDoc(settings(h.as(OTHER), OWNER)));
    await assertFails(getDoc(settings(h.guest(), OWNER)));
    await assertFails(deleteDoc(settings(h.as(OTHER), OWNER)));
    await assertSucceeds(deleteDoc(settings(h.as(OWNER), OWNER)));
  });
});

describe('mail_templates', () => {
  it('attack 90: only admins read, edit and delete the templates', async () => {
    await h.seed(castDocs());
    const valid = { subject: 'New message', html: '<p>Hi</p>', text: 'Hi' };
    // attack 90
    await assertFails(setDoc(template(h.as(OWNER)), valid));
    await assertFails(getDoc(template(h.as(OWNER))));
    await assertFails(setDoc(template(h.as(ADMIN)), { ...valid, amp: '<p>amp</p>' }));
    await assertSucceeds(setDoc(template(h.as(ADMIN)), valid));
    await assertSucceeds(getDoc(template(h.as(ADMIN))));
    await assertFails(deleteDoc(template(h.as(OWNER))));
    await assertSucceeds(deleteDoc(template(h.as(ADMIN))));
  });
});

describe('new-message email', () => {
  it('is accepted with the first message of a streak: to the receiver, with the true names', async () => {
    await seedQuietChat();
    await assertSucceeds(sendWithMail(h.as(OWNER), OWNER, OTHER, 'Is the room still free?'));
  });

  it('attack 91: never to anyone but the receiver, never with free text, a foreign key or another template', async () => {
    await seedQuietChat();
    const owner = h.as(OWNER);
    // attack 91
    await assertFails(sendWithMail(owner, OWNER, OTHER, 'Hi', { toUids: [THIRD] }));
    await assertFails(sendWithMail(owner, OWNER, OTHER, 'Hi', { toUids: [OTHER, THIRD] }));
    await assertFails(
      sendWithMail(owner, OWNER, OTHER, 'Hi', {
        mail: { toUids: [OTHER], message: { subject: 'Pay your deposit here', html: '<a href="https://evil.example">pay</a>' } },
      }),
    );
    await assertFails(
      sendWithMail(owner, OWNER, OTHER, 'Hi', {
        mail: { toUids: [OTHER], to: 'victim@example.com', template: { name: 'new-message', data: { senderName: `Name of ${OWNER}`, conversationId: ID } } },
      }),
    );
    await assertFails(sendWithMail(owner, OWNER, OTHER, 'Hi', { templateName: 'post-approved' }));
    await assertFails(sendWithMail(owner, OWNER, OTHER, 'Hi', { templateName: 'password-reset' }));
    await assertFails(sendWithMail(owner, OWNER, OTHER, 'Hi', { data: { text: 'Send the deposit to this account' } }));
    await assertFails(sendWithMail(owner, OWNER, OTHER, 'Hi', { data: { senderName: 'RoomShare UK Support' } }));
    await assertFails(sendWithMail(owner, OWNER, OTHER, 'Hi', { data: { conversationId: conversationId(OWNER, THIRD) } }));
    await assertSucceeds(sendWithMail(owner, OWNER, OTHER, 'Hi'));
  });

  it('attack 92: only for a message this batch creates, and one email per unread streak', async () => {
    await seedQuietChat();
    const owner = h.as(OWNER);
    // attack 92: an email for a message that already exists (m1 would be any earlier message)
    await h.seed({ [`${paths.messages(ID)}/m1`]: { text: 'Earlier', senderId: OWNER, receiverId: OTHER, timestamp: Timestamp.now() } });
    await assertFails(sendWithMail(owner, OWNER, OTHER, 'Hi', { mailId: 'm1' }));
    await assertSucceeds(sendWithMail(owner, OWNER, OTHER, 'First of the streak'));
    await rewindTick(OWNER);
    await assertFails(sendWithMail(owner, OWNER, OTHER, 'Second, still unread'));
    await rewindTick(OWNER);
    // The same message without an email is fine.
    await assertSucceeds(batchSendMessage(owner, OWNER, OTHER, 'Second, still unread'));
    // The receiver reads (the open-chat write resets its count): the next message starts a new streak.
    await assertSucceeds(updateDoc(doc(h.as(OTHER), paths.conversation(ID)), { [`unreadCount.${OTHER}`]: 0 }));
    await rewindTick(OWNER);
    await assertSucceeds(sendWithMail(owner, OWNER, OTHER, 'New streak'));
  });

  it('attack 93: not to a recipient who turned message emails off', async () => {
    await seedQuietChat();
    await h.seed({ [paths.notificationSettings(OTHER)]: { emailMessages: false } });
    // attack 93
    await assertFails(sendWithMail(h.as(OWNER), OWNER, OTHER, 'Hi'));
    await h.seed({ [paths.notificationSettings(OTHER)]: { emailMessages: true, emailListings: false } });
    await assertSucceeds(sendWithMail(h.as(OWNER), OWNER, OTHER, 'Hi'));
  });

  it(`attack 94: at most ${EMAILS_PER_DAY} a day per sender, each counted`, async () => {
    await seedQuietChat();
    const windowStart = Timestamp.fromMillis(Date.now() - 60_000);
    await h.seed({ [paths.rateLimit(OWNER, 'emails')]: { windowStart, count: EMAILS_PER_DAY, lastAt: windowStart, changed: 'old' } });
    // attack 94
    await assertFails(sendWithMail(h.as(OWNER), OWNER, OTHER, 'Hi'));
    await assertFails(sendWithMail(h.as(OWNER), OWNER, OTHER, 'Hi', { skipCount: true }));
    await h.seed({ [paths.rateLimit(OWNER, 'emails')]: { windowStart, count: EMAILS_PER_DAY - 1, lastAt: windowStart, changed: 'old' } });
    await assertSucceeds(sendWithMail(h.as(OWNER), OWNER, OTHER, 'Hi'));
  });

  it("names a post only when it is one of the two participants', public, by its own title", async () => {
    await seedQuietChat();
    await h.seed({ ...listingDocs(OTHER, ['room-1']), ...listingDocs(THIRD, ['room-3']) });
    const post = (postId: string, postTitle = TITLE) => ({ data: { postKind: 'room', postId, postTitle } });
    await assertFails(sendWithMail(h.as(OWNER), OWNER, OTHER, 'Hi', post('room-1', 'Urgent: pay deposit today')));
    await assertFails(sendWithMail(h.as(OWNER), OWNER, OTHER, 'Hi', post('room-3')));
    await assertFails(sendWithMail(h.as(OWNER), OWNER, OTHER, 'Hi', { data: { postKind: 'room', postId: 'room-1' } }));
    await assertSucceeds(sendWithMail(h.as(OWNER), OWNER, OTHER, 'Hi', post('room-1')));
  });

  it('mail documents are never read, changed or deleted by clients', async () => {
    await seedQuietChat();
    await h.seed({ [paths.mail('sent')]: { toUids: [OTHER], template: { name: 'new-message', data: {} } } });
    for (const db of [h.as(OWNER), h.as(OTHER), h.as(ADMIN)]) {
      await assertFails(getDoc(doc(db, paths.mail('sent'))));
      await assertFails(updateDoc(doc(db, paths.mail('sent')), { delivery: { state: 'SUCCESS' } }));
      await assertFails(deleteDoc(doc(db, paths.mail('sent'))));
    }
  });
});

describe('review decision email', () => {
  async function seedPending(): Promise<void> {
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['room-1'], { status: 'pending' }) });
  }

  it('an admin approves or rejects with one email to the owner', async () => {
    await seedPending();
    await assertSucceeds(decideWithMail(h.as(ADMIN), 'room-1', OWNER, TITLE, { status: 'active' }));
    await h.seed(listingDocs(OWNER, ['room-1'], { status: 'pending' }));
    await assertSucceeds(decideWithMail(h.as(ADMIN), 'room-1', OWNER, TITLE, { status: 'rejected', reason: REASON }));
  });

  it('attack 95: only admins, only to the owner, only with the decision in the batch, with its true title and reason', async () => {
    await seedPending();
    const admin = h.as(ADMIN);
    const approved = (overrides = {}) => ({ toUids: [OWNER], template: { name: 'post-approved', data: { postKind: 'room', postId: 'room-1', postTitle: TITLE, ...overrides } } });
    // attack 95
    await assertFails(decideWithMail(h.as(OWNER), 'room-1', OWNER, TITLE, { status: 'active' }));
    await assertFails(decideWithMail(admin, 'room-1', OTHER, TITLE, { status: 'active' }));
    await assertFails(decideWithMail(admin, 'room-1', OWNER, 'Act now: send a deposit', { status: 'active' }));
    await assertFails(decideWithMail(admin, 'room-1', OWNER, TITLE, { status: 'active' }, approved({ reason: REASON })));
    await assertFails(decideWithMail(admin, 'room-1', OWNER, TITLE, { status: 'rejected', reason: REASON }, approved()));
    await assertFails(
      decideWithMail(admin, 'room-1', OWNER, TITLE, { status: 'rejected', reason: REASON }, {
        toUids: [OWNER],
        template: { name: 'post-rejected', data: { postKind: 'room', postId: 'room-1', postTitle: TITLE, reason: REJECTION_REASONS[1] } },
      }),
    );
    // One decision, one email: not two, not one under an id other than the decision's entry.
    await assertFails(decideWithMail(admin, 'room-1', OWNER, TITLE, { status: 'active' }, undefined, (entryId) => [entryId, `${entryId}-again`]));
    await assertFails(decideWithMail(admin, 'room-1', OWNER, TITLE, { status: 'active' }, undefined, () => ['decision-room-1']));
    // A mail without the status change: the post is already live.
    await h.seed(listingDocs(OWNER, ['room-1'], { status: 'active' }));
    await assertFails(decideWithMail(admin, 'room-1', OWNER, TITLE, { status: 'active' }));
    await h.seed(listingDocs(OWNER, ['room-1'], { status: 'pending' }));
    await assertSucceeds(decideWithMail(admin, 'room-1', OWNER, TITLE, { status: 'active' }));
  });

  it('attack 96: not to an owner who turned listing emails off (the decision alone still goes through)', async () => {
    await seedPending();
    await h.seed({ [paths.notificationSettings(OWNER)]: { emailListings: false } });
    // attack 96
    await assertFails(decideWithMail(h.as(ADMIN), 'room-1', OWNER, TITLE, { status: 'active' }));
    await assertSucceeds(decideWithMail(h.as(ADMIN), 'room-1', OWNER, TITLE, { status: 'active' }, null));
  });
});
