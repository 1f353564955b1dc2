import { lazy, Suspense } from 'react';
import type { ViewingRoom } from './panel/viewingRoom';

const ViewingsPanel = lazy(() => import('./panel/ViewingsPanel'));

/** The room page's viewings, in a chunk of their own: no other page loads the booking UI. */
export function RoomViewings({ room }: { room: ViewingRoom }) {
  return (
    <Suspense fallback={null}>
      <ViewingsPanel room={room} />
    </Suspense>
  );
}
