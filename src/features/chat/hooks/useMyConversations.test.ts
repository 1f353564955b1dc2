// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { spyOnData, type SpiedData } from '@/testing/spies';
import { CONVERSATIONS_PAGE_SIZE } from '@/config/constants';
import type { Conversation } from '@/data/collections/conversations';
import { useMyConversations } from './useMyConversations';

const DATA_CALLS = ['subscribeMyConversations', 'fetchOlderConversations'] as const;
let data: SpiedData<(typeof DATA_CALLS)[number]>;
beforeEach(() => {
  data = spyOnData(DATA_CALLS);
});

const conversation = (minute: number): Conversation => ({
  id: `c${String(minute).padStart(3, '0')}`,
  participants: ['me', `u${minute}`],
  participantNames: {},
  lastMessage: `Message ${minute}`,
  lastMessageTimestamp: new Date(Date.UTC(2026, 10, 23, 0, minute)),
  unreadCount: {},
  lastReadAt: {},
});

describe('useMyConversations', () => {
  it('shows the live newest page, then older pages on request, each conversation once', async () => {
    const live = Array.from({ length: CONVERSATIONS_PAGE_SIZE }, (_, i) => conversation(100 - i));
    data.subscribeMyConversations.mockImplementation((_uid: string, next: (items: Conversation[]) => void) => {
      next(live);
      return () => undefined;
    });
    // The older page repeats the live page's last conversation (it got a message meanwhile).
    data.fetchOlderConversations.mockResolvedValue({ items: [conversation(71), conversation(20), conversation(10)], next: null });
    const { result } = renderHook(() => useMyConversations('me'));
    await waitFor(() => expect(result.current.conversations).toHaveLength(CONVERSATIONS_PAGE_SIZE));
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.conversations).toHaveLength(CONVERSATIONS_PAGE_SIZE + 2));
    expect(data.fetchOlderConversations).toHaveBeenCalledWith('me', [live.at(-1)?.lastMessageTimestamp, live.at(-1)?.id]);
    expect(result.current.conversations.slice(-2).map((item) => item.id)).toEqual(['c020', 'c010']);
    expect(result.current.hasMore).toBe(false);
  });

  it('offers no Load More when everything fits the live page', async () => {
    data.subscribeMyConversations.mockImplementation((_uid: string, next: (items: Conversation[]) => void) => {
      next([conversation(1)]);
      return () => undefined;
    });
    const { result } = renderHook(() => useMyConversations('me'));
    await waitFor(() => expect(result.current.conversations).toHaveLength(1));
    expect(result.current.hasMore).toBe(false);
  });
});
