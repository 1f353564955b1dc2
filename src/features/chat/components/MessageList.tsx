import { useEffect, useRef } from 'react';
import { messageTime } from '@/lib/dates';
import type { ChatMessage } from '@/types/domain';
import { groupByDay } from '../lib/groupByDay';
import { ScamWarning } from './ScamWarning';

/** Messages under day separators, newest at the bottom, kept scrolled to the newest. */
export function MessageList({ messages, myUid }: { messages: ChatMessage[]; myUid: string }) {
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  return (
    <div role="log" aria-live="polite" aria-label="Messages" className="flex-1 space-y-4 overflow-y-auto p-4" tabIndex={0}>
      {groupByDay(messages).map((group) => (
        <section key={group.key} aria-label={group.label}>
          <p className="my-2 text-center">
            <span className="rounded-full bg-slate-200 px-3 py-1 text-xs font-semibold text-slate-700 dark:bg-slate-700 dark:text-slate-200">{group.label}</span>
          </p>
          <ul className="space-y-2">
            {group.messages.map((message) => {
              const mine = message.senderId === myUid;
              return (
                <li key={message.id} className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
                  <div
                    className={`max-w-[80%] rounded-2xl px-3 py-2 ${mine ? 'rounded-br-sm bg-orange-700 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100'}`}
                  >
                    <span className="sr-only">{mine ? 'You' : 'Them'}: </span>
                    <p className="break-words whitespace-pre-line">{message.text}</p>
                    <p className={`mt-1 text-right text-xs ${mine ? 'text-orange-100' : 'text-slate-600 dark:text-slate-400'}`}>
                      {/* Offline, a message waits on this device and is sent once the connection is back. */}
                      {mine && message.pending ? 'Sending…' : <time dateTime={message.timestamp?.toISOString()}>{messageTime(message.timestamp ?? new Date())}</time>}
                    </p>
                  </div>
                  <ScamWarning text={message.text} />
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <div ref={endRef} />
    </div>
  );
}
