import { useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { MESSAGES } from '@/config/messages';
import { fetchConversationsPage } from '@/data';
import { relativeTime } from '@/lib/dates';
import type { Conversation } from '@/data/collections/conversations';
import { ListStates } from '../components/ListStates';
import { useCursorPages } from '@/lib/useCursorPages';
import { ADMIN_LABELS } from '../messages';
import { ConversationReader } from './ConversationReader';
import { participantsOf } from './participants';

const idOf = (conversation: Conversation) => conversation.id;

/** Every conversation, 10 per page by last message time; any can be opened read-only. */
export function ConversationsSection() {
  const pages = useCursorPages(fetchConversationsPage, idOf);
  const [reading, setReading] = useState<Conversation | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const closeReader = () => {
    setReading(null);
    headingRef.current?.focus();
  };

  return (
    <section id="admin-conversations" aria-labelledby="admin-conversations-heading" className="space-y-3">
      <h3 id="admin-conversations-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none dark:text-white">
        Conversations
      </h3>
      {reading ? (
        <ConversationReader conversation={reading} onBack={closeReader} />
      ) : (
        <ListStates paging={pages} empty={pages.items.length === 0} emptyText={ADMIN_LABELS.conversationsEmpty}>
          <ul aria-label="Conversations" className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
            {pages.items.map((conversation) => {
              const [first, second] = participantsOf(conversation);
              const between = `${first.name} and ${second.name}`;
              return (
                <li key={conversation.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <span className="font-semibold text-slate-900 dark:text-white">{between}</span>
                      <time dateTime={conversation.lastMessageTimestamp?.toISOString()} className="text-xs text-slate-600 dark:text-slate-400">
                        {relativeTime(conversation.lastMessageTimestamp)}
                      </time>
                    </p>
                    <p className="truncate text-sm text-slate-700 dark:text-slate-300">{conversation.lastMessage || MESSAGES.noMessagesTitle}</p>
                  </div>
                  <Button variant="secondary" onClick={() => setReading(conversation)} className="shrink-0">
                    Read<span className="sr-only"> the conversation between {between}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        </ListStates>
      )}
    </section>
  );
}
