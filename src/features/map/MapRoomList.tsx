import { Link } from 'react-router-dom';
import { PLACE_MESSAGES } from '@/features/place';
import { MAP_MESSAGES } from './messages';
import type { MapRoom } from './mapRooms';

/** The map's rooms as a list of links: what a keyboard or screen-reader user reads instead of the circles. */
export function MapRoomList({ rooms, centreLabel }: { rooms: readonly MapRoom[]; centreLabel: string | null }) {
  return (
    <section aria-labelledby="map-rooms-heading" className="space-y-2">
      <h3 id="map-rooms-heading" className="text-base font-bold text-slate-900 dark:text-white">
        {MAP_MESSAGES.listHeading}
      </h3>
      <ol className="max-h-[28rem] space-y-2 overflow-y-auto pr-1" data-testid="map-room-list">
        {rooms.map((room) => (
          <li key={room.id} className="rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700">
            <Link to={room.href} className="font-semibold text-orange-800 underline-offset-2 hover:underline dark:text-orange-300">
              {room.title}
            </Link>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {room.rent} {MAP_MESSAGES.perMonth} · {room.area}
              {room.point ? null : <span className="text-slate-500 dark:text-slate-400"> ({MAP_MESSAGES.notLocated})</span>}
            </p>
            {room.distanceKm !== null && centreLabel ? (
              <p className="text-sm font-semibold text-emerald-800 dark:text-emerald-300">{PLACE_MESSAGES.distanceFrom(room.distanceKm, centreLabel)}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
