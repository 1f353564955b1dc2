import { describe, expect, it, vi } from 'vitest';
import type { subscribeQuery } from '../transport/live';

const live = vi.hoisted(() => ({ subscribeQuery: vi.fn(() => () => undefined), subscribeDocument: vi.fn() }));
vi.mock('../transport/live', () => live);

const { subscribeMyConversations, subscribeUnreadTotal } = await import('./conversations');

describe('the unread badge and the Messages list', () => {
  it('listen to one query: the SDK runs one server target for both, so the list reads nothing the badge has not', () => {
    subscribeUnreadTotal('me', () => undefined, () => undefined);
    subscribeMyConversations('me', () => undefined, () => undefined);
    const [badge, list] = live.subscribeQuery.mock.calls as unknown as Parameters<typeof subscribeQuery>[];
    expect(badge).toBeDefined();
    // The same spec, the same mapper (its field mask would be part of the query) and the same listen options.
    expect(badge?.[0]).toEqual(list?.[0]);
    expect(badge?.[1]).toBe(list?.[1]);
    expect(badge?.[4]).toEqual(list?.[4]);
  });
});
