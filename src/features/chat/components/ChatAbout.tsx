import { Link } from 'react-router-dom';
import { CHAT_ABOUT } from '../messages';
import { paths } from '@/config/paths';
import type { RoomTitle } from '@/data/collections/roomListings';

/**
 * Which room a chat is about: its title, or the titles of its participants' rooms when it could be
 * any of them. Links in the chat; plain text in the conversation list, whose row is a button.
 */
export function ChatAbout({ rooms, linked }: { rooms: readonly RoomTitle[]; linked: boolean }) {
  if (rooms.length === 0) return null;
  return (
    <span data-testid="chat-about" className={`block text-sm text-slate-700 dark:text-slate-300 ${linked ? 'break-words' : 'truncate'}`}>
      <span className="font-semibold">{rooms.length === 1 ? CHAT_ABOUT.one : CHAT_ABOUT.several}</span>{' '}
      {rooms.map((room, index) => (
        <span key={room.id}>
          {index > 0 ? ' · ' : null}
          {linked ? (
            <Link to={paths.room(room.title, room.id)} className="font-medium text-orange-800 underline underline-offset-2 dark:text-orange-300">
              {room.title}
            </Link>
          ) : (
            room.title
          )}
        </span>
      ))}
    </span>
  );
}
