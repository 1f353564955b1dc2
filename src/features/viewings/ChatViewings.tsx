import { lazy, Suspense } from 'react';
import type { RoomTitle } from '@/data/collections/roomListings';

const ChatBooking = lazy(() => import('./panel/ChatBooking'));

/** The chat's "Book a viewing" for the other side's rooms, in the viewings chunk (loaded only in a chat about a room). */
export function ChatViewings({ rooms }: { rooms: readonly RoomTitle[] }) {
  if (rooms.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ChatBooking rooms={rooms} />
    </Suspense>
  );
}
