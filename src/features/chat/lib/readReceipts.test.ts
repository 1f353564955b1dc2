import { describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '@/data/collections/conversations';
import { needsMarkRead, seenMessageId } from './readReceipts';

const minute = (m: number) => new Date(Date.UTC(2026, 10, 24, 9, m));
const message = (id: string, senderId: string, m: number, pending = false): ChatMessage => ({ id, text: id, senderId, receiverId: 'x', timestamp: minute(m), pending });
const conversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: 'me_them',
  participants: ['me', 'them'],
  participantNames: {},
  lastMessage: '',
  lastMessageTimestamp: minute(0),
  unreadCount: {},
  lastReadAt: {},
  ...overrides,
});

describe('seenMessageId', () => {
  const messages = [message('a', 'me', 1), message('b', 'them', 2), message('c', 'me', 3), message('d', 'me', 5)];

  it('is my last message at or before the other side read', () => {
    expect(seenMessageId(messages, 'me', minute(3))).toBe('c');
    expect(seenMessageId(messages, 'me', minute(4))).toBe('c');
    expect(seenMessageId(messages, 'me', minute(9))).toBe('d');
    expect(seenMessageId(messages, 'me', minute(2))).toBe('a');
  });

  it('is nothing before they read anything, and never a message still being sent', () => {
    expect(seenMessageId(messages, 'me', undefined)).toBeNull();
    expect(seenMessageId(messages, 'me', minute(0))).toBeNull();
    expect(seenMessageId([message('p', 'me', 1, true)], 'me', minute(9))).toBeNull();
  });
});

describe('needsMarkRead', () => {
  const fromThem = [message('a', 'me', 1), message('b', 'them', 2)];

  it('marks read when the other side wrote since I last read, or I have an unread count', () => {
    expect(needsMarkRead(conversation(), fromThem, 'me', 'them')).toBe(true);
    expect(needsMarkRead(conversation({ lastReadAt: { me: minute(1) } }), fromThem, 'me', 'them')).toBe(true);
    expect(needsMarkRead(conversation({ lastReadAt: { me: minute(5) }, unreadCount: { me: 1 } }), fromThem, 'me', 'them')).toBe(true);
  });

  it('writes nothing when all is read, nothing came from them, or the conversation is not loaded', () => {
    expect(needsMarkRead(conversation({ lastReadAt: { me: minute(2) } }), fromThem, 'me', 'them')).toBe(false);
    expect(needsMarkRead(conversation(), [message('a', 'me', 1)], 'me', 'them')).toBe(false);
    expect(needsMarkRead(undefined, fromThem, 'me', 'them')).toBe(false);
    expect(needsMarkRead(null, fromThem, 'me', 'them')).toBe(false);
  });
});
