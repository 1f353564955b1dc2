import { Suspense, useMemo } from 'react';
import { lazyExtra } from '@/lib/lazyExtra';
import type { RoomCardListing } from '@/types/domain';
import { MapRoomList } from './MapRoomList';
import { toMapRooms } from './mapRooms';
import { MAP_MESSAGES } from './messages';

const MAP_FRAME = 'flex h-[28rem] w-full items-center justify-center rounded-xl border border-slate-300 bg-slate-100 text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200';

function MapFailed() {
  return (
    <p role="alert" className={MAP_FRAME}>
      {MAP_MESSAGES.failed}
    </p>
  );
}

const RoomsMap = lazyExtra(() => import('./RoomsMap').then((module) => module.default), MapFailed);

/** The map view: the rooms as area circles, and the same rooms as a list of links beside it. */
export function RoomsMapSection({ rooms }: { rooms: readonly RoomCardListing[] }) {
  const mapRooms = useMemo(() => toMapRooms(rooms), [rooms]);
  return (
    <div className="grid gap-5 lg:grid-cols-[2fr_1fr]">
      <Suspense
        fallback={
          <p role="status" className={`${MAP_FRAME} animate-pulse`}>
            {MAP_MESSAGES.loading}
          </p>
        }
      >
        <RoomsMap rooms={mapRooms} />
      </Suspense>
      <MapRoomList rooms={mapRooms} />
    </div>
  );
}
