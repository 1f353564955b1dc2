import { daySeparatorLabel, isSameDay } from '@/lib/dates';
import type { ChatMessage } from '@/data/collections/conversations';

export interface DayGroup {
  label: string;
  key: string;
  messages: ChatMessage[];
}

/** Messages (already ordered by time) grouped under day separators. Pending ones count as now. */
export function groupByDay(messages: readonly ChatMessage[], now: Date = new Date()): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const message of messages) {
    const time = message.timestamp ?? now;
    const last = groups.at(-1);
    const lastTime = last?.messages.at(-1)?.timestamp ?? now;
    if (last && isSameDay(lastTime, time)) last.messages.push(message);
    else groups.push({ label: daySeparatorLabel(time, now), key: `${time.getFullYear()}-${time.getMonth()}-${time.getDate()}`, messages: [message] });
  }
  return groups;
}
