import { useLayoutEffect, useRef, type UIEvent } from 'react';
import { CHAT_PRESENCE, CHAT_TEXT } from '../messages';
import { messageTime } from '@/lib/dates';
import type { ChatMessage } from '@/data/collections/conversations';
import { groupByDay } from '../lib/groupByDay';
import { ScamWarning } from './ScamWarning';

/** How close to the top (px) scrolling asks for older messages, and to the bottom counts as "at the bottom". */
const EDGE_PX = 80;

export interface OlderMessagesProps {
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  onLoadOlder: () => void;
}

/**
 * Messages under day separators, newest at the bottom. Opens at the newest; a new message scrolls
 * into view when you are at the bottom (or sent it); scrolling to the top loads older messages and
 * keeps the one you were reading where it was.
 */
export function MessageList({
  messages,
  myUid,
  seenId = null,
  hasOlder = false,
  loadingOlder = false,
  olderFailed = false,
  onLoadOlder,
}: {
  messages: ChatMessage[];
  myUid: string;
  /** The last of my messages the other person has read: "Seen" goes under it. */
  seenId?: string | null;
} & Partial<OlderMessagesProps>) {
  const logRef = useRef<HTMLDivElement>(null);
  const seen = useRef<{ firstId?: string; lastId?: string; scrollHeight: number; atBottom: boolean }>({ scrollHeight: 0, atBottom: true });
  const firstId = messages[0]?.id;
  const last = messages.at(-1);

  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const before = seen.current;
    if (before.lastId !== last?.id) {
      // A new message (or the first render): follow it if you were at the bottom or sent it.
      if (before.atBottom || last?.senderId === myUid) log.scrollTop = log.scrollHeight;
    } else if (before.firstId !== firstId) {
      // Older messages above: keep what you were reading in place.
      log.scrollTop += log.scrollHeight - before.scrollHeight;
    }
    seen.current = { firstId, lastId: last?.id, scrollHeight: log.scrollHeight, atBottom: log.scrollHeight - log.scrollTop - log.clientHeight < EDGE_PX };
  }, [firstId, last?.id, last?.senderId, myUid]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const log = event.currentTarget;
    seen.current = { ...seen.current, scrollHeight: log.scrollHeight, atBottom: log.scrollHeight - log.scrollTop - log.clientHeight < EDGE_PX };
    if (log.scrollTop < EDGE_PX && hasOlder && !loadingOlder && !olderFailed) onLoadOlder?.();
  };

  return (
    <div ref={logRef} onScroll={onScroll} role="log" aria-live="polite" aria-label="Messages" className="flex-1 space-y-4 overflow-y-auto p-4" tabIndex={0}>
      <div className="flex min-h-11 items-center justify-center text-sm text-slate-600 dark:text-slate-300">
        {loadingOlder ? (
          <p role="status">{CHAT_TEXT.loadingOlderMessages}</p>
        ) : hasOlder ? (
          <>
            {olderFailed ? <p role="alert" className="mr-2 text-red-700 dark:text-red-400">{CHAT_TEXT.olderMessagesFailed}</p> : null}
            <button type="button" onClick={onLoadOlder} className="min-h-11 rounded-lg px-3 font-semibold text-orange-800 underline-offset-2 hover:underline dark:text-orange-300">
              {CHAT_TEXT.loadOlderMessages}
            </button>
          </>
        ) : (
          <p>{CHAT_TEXT.conversationStart}</p>
        )}
      </div>
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
                  {message.id === seenId ? <p className="mt-0.5 text-xs font-semibold text-slate-600 dark:text-slate-400">{CHAT_PRESENCE.seen}</p> : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
