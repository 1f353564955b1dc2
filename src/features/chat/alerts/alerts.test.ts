import { describe, expect, it, vi } from 'vitest';
import { titleWithUnread } from '@/config/messages';
import type { Conversation } from '@/data/collections/conversations';
import { showAppBadge } from './appBadge';
import { newlyUnread } from './newMessages';

const conversation = (id: string, unread: number): Conversation => ({
  id,
  participants: ['me', id],
  participantNames: {},
  lastMessage: '',
  lastMessageTimestamp: null,
  unreadCount: { me: unread, [id]: 0 },
  lastReadAt: {},
});

describe('newlyUnread', () => {
  it('announces conversations whose unread count for me went up (including a new conversation)', () => {
    const before = [conversation('a', 0), conversation('b', 2)];
    const after = [conversation('a', 1), conversation('b', 2), conversation('c', 1)];
    expect(newlyUnread(before, after, 'me').map((item) => item.id)).toEqual(['a', 'c']);
  });

  it('announces nothing on the first snapshot, or when counts only fall', () => {
    expect(newlyUnread(undefined, [conversation('a', 3)], 'me')).toEqual([]);
    expect(newlyUnread([conversation('a', 3)], [conversation('a', 0)], 'me')).toEqual([]);
  });
});

describe('titleWithUnread', () => {
  it('prefixes the count and drops it at 0', () => {
    expect(titleWithUnread('RoomShare UK', 2)).toBe('(2) RoomShare UK');
    expect(titleWithUnread('Messages | RoomShare UK', 0)).toBe('Messages | RoomShare UK');
  });
});

describe('showAppBadge', () => {
  it('sets the badge to the count, clears it at 0, and does nothing where the Badging API is missing', () => {
    const nav = { setAppBadge: vi.fn(() => Promise.resolve()), clearAppBadge: vi.fn(() => Promise.resolve()) };
    showAppBadge(3, nav);
    expect(nav.setAppBadge).toHaveBeenCalledWith(3);
    showAppBadge(0, nav);
    expect(nav.clearAppBadge).toHaveBeenCalledTimes(1);
    expect(() => showAppBadge(2, {})).not.toThrow();
  });
});
