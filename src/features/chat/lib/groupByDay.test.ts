import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@/data/collections/conversations';
import { groupByDay } from './groupByDay';

const now = new Date(2026, 10, 21, 12, 0);
const message = (id: string, timestamp: Date | null): ChatMessage => ({ id, text: id, senderId: 'a', receiverId: 'b', timestamp, pending: false });

describe('groupByDay', () => {
  it('puts messages under Today / Yesterday / weekday / date separators in order', () => {
    const groups = groupByDay(
      [
        message('old', new Date(2026, 10, 1, 9, 0)),
        message('mon', new Date(2026, 10, 16, 9, 0)),
        message('yday', new Date(2026, 10, 20, 22, 0)),
        message('today1', new Date(2026, 10, 21, 8, 0)),
        message('today2', new Date(2026, 10, 21, 9, 0)),
      ],
      now,
    );
    expect(groups.map((group) => group.label)).toEqual(['1 November 2026', 'Monday', 'Yesterday', 'Today']);
    expect(groups.at(-1)?.messages.map((item) => item.id)).toEqual(['today1', 'today2']);
  });
  it('treats a pending (not yet timestamped) message as now', () => {
    expect(groupByDay([message('pending', null)], now).map((group) => group.label)).toEqual(['Today']);
  });
});
