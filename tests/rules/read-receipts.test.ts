/** conversations.lastReadAt ("Seen"): each participant stamps only its own entry, at the commit time. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, Timestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { useRulesEnv } from './support/env';
import { castDocs, conversationDocs, conversationId, deleteField, OTHER, OWNER, paths, THIRD } from './support/fixtures';

const h = useRulesEnv();
const ID = conversationId(OWNER, OTHER);
const conversation = (db: Firestore) => doc(db, paths.conversation(ID));
const HOUR_MS = 60 * 60 * 1000;

/** Seeded: OWNER sent OTHER one message; OTHER has one unread. */
async function seedChat(): Promise<void> {
  await h.seed({ ...castDocs(), ...conversationDocs(OWNER, OTHER) });
}

/** The mark-read write the chat makes: own unread count to 0 and own lastReadAt to the server time. */
function markRead(db: Firestore, me: string, readAt: unknown = serverTimestamp()) {
  return updateDoc(conversation(db), { [`unreadCount.${me}`]: 0, [`lastReadAt.${me}`]: readAt });
}

describe('read receipts (lastReadAt)', () => {
  it('attack 100: stamps only its own entry, only with the commit time', async () => {
    await seedChat();
    const other = h.as(OTHER);
    // attack 100
    await assertFails(updateDoc(conversation(other), { [`lastReadAt.${OWNER}`]: serverTimestamp() }));
    await assertFails(markRead(other, OTHER, Timestamp.fromMillis(Date.now() - HOUR_MS)));
    await assertFails(markRead(other, OTHER, Timestamp.fromMillis(Date.now() + HOUR_MS)));
    await assertFails(markRead(other, OTHER, 'just now'));
    await assertFails(markRead(other, OTHER, true));
    await assertFails(updateDoc(conversation(other), { lastReadAt: 'all read' }));
    await assertFails(updateDoc(conversation(other), { [`lastReadAt.${THIRD}`]: serverTimestamp() }));
    await assertFails(markRead(h.as(THIRD), THIRD));
    await assertSucceeds(markRead(other, OTHER));
    const stored = (await getDoc(conversation(other))).data();
    expect(stored?.lastReadAt?.[OTHER]).toBeInstanceOf(Timestamp);
    expect(stored?.unreadCount?.[OTHER]).toBe(0);
    // The other side's entry stays as it was: neither rewritten nor removed by the reader.
    await assertSucceeds(markRead(h.as(OWNER), OWNER));
    await assertFails(updateDoc(conversation(other), { [`lastReadAt.${OWNER}`]: deleteField() }));
    await assertFails(updateDoc(conversation(other), { lastReadAt: { [OTHER]: serverTimestamp() } }));
    await assertSucceeds(markRead(other, OTHER));
    expect(Object.keys((await getDoc(conversation(other))).data()?.lastReadAt ?? {}).sort()).toEqual([OTHER, OWNER].sort());
  });

  it('attack 101: a participant the other has blocked resets its unread count but sends no read receipt', async () => {
    await h.seed({ ...castDocs(), ...conversationDocs(OWNER, OTHER), [paths.block(OWNER, OTHER)]: { blockedAt: serverTimestamp() } });
    const other = h.as(OTHER);
    // attack 101
    await assertFails(markRead(other, OTHER));
    await assertFails(updateDoc(conversation(other), { [`lastReadAt.${OTHER}`]: serverTimestamp() }));
    await assertSucceeds(updateDoc(conversation(other), { [`unreadCount.${OTHER}`]: 0 }));
    // The one who blocked still marks its own reading.
    await assertSucceeds(markRead(h.as(OWNER), OWNER));
  });
});
