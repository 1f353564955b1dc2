import { useState } from 'react';
import type { RoomTitle } from '@/data/collections/roomListings';
import { VIEWING_MESSAGES } from '../messages';
import { SeekerTimes } from './SeekerTimes';

/**
 * In the chat with an owner, their rooms' viewing times, each folded until opened (the times are
 * read only then): the seeker books one without leaving the conversation.
 */
export default function ChatBooking({ rooms }: { rooms: readonly RoomTitle[] }) {
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <div className="max-h-72 space-y-2 overflow-y-auto border-b border-slate-200 px-3 py-2 dark:border-slate-700">
      {rooms.map((room) => (
        <details
          key={room.id}
          open={opened === room.id}
          onToggle={(event) => {
            const isOpen = event.currentTarget.open;
            setOpened((current) => (isOpen ? room.id : current === room.id ? null : current));
          }}
        >
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-orange-800 dark:text-orange-300">{VIEWING_MESSAGES.chatBook(room.title)}</summary>
          {opened === room.id ? (
            <div className="space-y-2 pt-2">
              <SeekerTimes room={{ ...room, status: 'active' }} />
              <p className="text-xs text-slate-600 dark:text-slate-400">{VIEWING_MESSAGES.noReminders}</p>
            </div>
          ) : null}
        </details>
      ))}
    </div>
  );
}
