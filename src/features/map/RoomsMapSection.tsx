import { Suspense, useMemo } from 'react';
import { lazyExtra } from '@/lib/lazyExtra';
import type { RoomCardListing } from '@/data/collections/roomListings';
import { MapRoomList } from './MapRoomList';
import { toMapRooms, type MapCentre } from './mapRooms';
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

/**
 * The map view: the rooms as area circles, and the same rooms as a list of links beside it; with a
 * `centre`, the place they are measured from is marked (with a search's radius) and each listed
 * room says how far it is.
 */
export function RoomsMapSection({ rooms, centre = null }: { rooms: readonly RoomCardListing[]; centre?: MapCentre | null }) {
  const mapRooms = useMemo(() => toMapRooms(rooms, centre), [rooms, centre]);
  return (
    <div className="grid gap-5 lg:grid-cols-[2fr_1fr]">
      <Suspense
        fallback={
          <p role="status" className={`${MAP_FRAME} animate-pulse`}>
            {MAP_MESSAGES.loading}
          </p>
        }
      >
        <RoomsMap rooms={mapRooms} centre={centre} />
      </Suspense>
      <MapRoomList rooms={mapRooms} centreLabel={centre?.label ?? null} />
    </div>
  );
}
