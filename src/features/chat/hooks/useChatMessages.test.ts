// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { spyOnData, type SpiedData } from '@/testing/spies';
import { MESSAGES_PAGE_SIZE } from '@/config/constants';
import type { ChatMessage } from '@/data/collections/conversations';
import { useChatMessages } from './useChatMessages';

const DATA_CALLS = ['subscribeMessages', 'fetchOlderMessages'] as const;
let data: SpiedData<(typeof DATA_CALLS)[number]>;
beforeEach(() => {
  data = spyOnData(DATA_CALLS);
});

const message = (minute: number, pending = false): ChatMessage => ({
  id: `m${String(minute).padStart(3, '0')}`,
  text: `Line ${minute}`,
  senderId: 'them',
  receiverId: 'me',
  timestamp: pending ? null : new Date(Date.UTC(2026, 10, 23, 0, minute)),
  pending,
});
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => message(from + i));

describe('useChatMessages', () => {
  it('shows the live page, loads older pages before it, and keeps a message a newer one pushed out', async () => {
    let push: (items: ChatMessage[]) => void = () => undefined;
    data.subscribeMessages.mockImplementation((_id: string, next: (items: ChatMessage[]) => void) => {
      push = next;
      next(range(100, 100 + MESSAGES_PAGE_SIZE));
      return () => undefined;
    });
    data.fetchOlderMessages.mockResolvedValue({ items: range(90, 100), next: null });
    const { result } = renderHook(() => useChatMessages('c1'));
    await waitFor(() => expect(result.current.messages).toHaveLength(MESSAGES_PAGE_SIZE));
    expect(result.current.hasOlder).toBe(true);

    act(() => result.current.loadOlder());
    await waitFor(() => expect(result.current.messages).toHaveLength(MESSAGES_PAGE_SIZE + 10));
    expect(data.fetchOlderMessages).toHaveBeenCalledWith('c1', [message(100).timestamp, 'm100']);
    expect(result.current.messages[0]?.text).toBe('Line 90');
    expect(result.current.hasOlder).toBe(false);

    // A new message: the live page now starts one later, but line 100 stays shown.
    act(() => push(range(101, 101 + MESSAGES_PAGE_SIZE)));
    expect(result.current.messages).toHaveLength(MESSAGES_PAGE_SIZE + 11);
    expect(result.current.messages.at(-1)?.text).toBe(`Line ${100 + MESSAGES_PAGE_SIZE}`);
  });

  it('drops a message that was being sent when the server refuses it (rolled back)', async () => {
    let push: (items: ChatMessage[]) => void = () => undefined;
    data.subscribeMessages.mockImplementation((_id: string, next: (items: ChatMessage[]) => void) => {
      push = next;
      next([message(1), message(2, true)]);
      return () => undefined;
    });
    const { result } = renderHook(() => useChatMessages('c2'));
    await waitFor(() => expect(result.current.messages).toHaveLength(2));
    act(() => push([message(1)]));
    expect(result.current.messages.map((item) => item.text)).toEqual(['Line 1']);
    expect(result.current.hasOlder).toBe(false);
  });
});
