import { describe, expect, it } from 'vitest';
import type { Conversation } from '@/data/collections/conversations';
import { linkedChatPartner } from './linkedChat';

const conversation = { id: 'alice_bob', participantNames: { alice: 'Alice', bob: 'Bob' } } as unknown as Conversation;

describe('linkedChatPartner', () => {
  it("opens the other participant of a conversation the user is in, named from the list once it is loaded", () => {
    expect(linkedChatPartner('alice_bob', 'bob', [conversation])).toEqual({ uid: 'alice', name: 'Alice' });
    expect(linkedChatPartner('alice_bob', 'alice', [])).toEqual({ uid: 'bob', name: '' });
  });

  it("ignores a link to someone else's conversation, a malformed id or a guest", () => {
    expect(linkedChatPartner('alice_bob', 'carol', [conversation])).toBeNull();
    expect(linkedChatPartner('bob_alice', 'bob', [])).toBeNull();
    expect(linkedChatPartner('alice', 'alice', [])).toBeNull();
    expect(linkedChatPartner('alice_bob', undefined, [])).toBeNull();
    expect(linkedChatPartner(null, 'alice', [])).toBeNull();
  });
});
