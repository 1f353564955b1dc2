import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { distanceKm, formatDistanceKm } from '@/lib/place/geo';
import { journeyLink } from '@/lib/place/journeyLinks';
import type { MyPlace } from '@/lib/place/myPlace';
import type { RoomListing } from '@/data/collections/roomListings';
import { JOURNEY_MESSAGES } from './messages';
import { MyPlaceForm } from './MyPlaceForm';
import { useMyPlace } from './useMyPlace';

/** How far the room is from my place, and the journey link; the room end is its area, never an address. */
function JourneyFromRoom({ room, place }: { room: RoomListing; place: MyPlace }) {
  if (!room.geo) return <p className="text-sm text-slate-700 dark:text-slate-300">{JOURNEY_MESSAGES.notLocated}</p>;
  const link = journeyLink({ query: room.address, lat: room.geo.lat, lng: room.geo.lng }, place);
  return (
    <div className="space-y-2">
      <p className="text-lg font-bold text-slate-900 dark:text-white">{JOURNEY_MESSAGES.distanceFrom(formatDistanceKm(distanceKm(room.geo, place)), place.label)}</p>
      <p>
        <a href={link.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-orange-800 underline underline-offset-2 dark:text-orange-300">
          {JOURNEY_MESSAGES.planJourney}
        </a>{' '}
        <span className="text-sm text-slate-700 dark:text-slate-300">
          ({JOURNEY_MESSAGES.planners[link.planner]}) <span className="sr-only">{JOURNEY_MESSAGES.opensInNewTab}</span>
        </span>
      </p>
    </div>
  );
}

/** The room page's "Distance and journey" panel: my place's distance and journey, or the form to save it. */
export function RoomJourney({ room }: { room: RoomListing }) {
  const { place, ready, save } = useMyPlace();
  const [editing, setEditing] = useState(false);
  const saveAndClose = async (next: MyPlace) => {
    await save(next);
    setEditing(false);
  };
  return (
    <section aria-labelledby="journey-heading" className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <h2 id="journey-heading" className="text-lg font-bold text-slate-900 dark:text-white">
        {JOURNEY_MESSAGES.heading}
      </h2>
      {place && !editing ? (
        <>
          <JourneyFromRoom room={room} place={place} />
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {JOURNEY_MESSAGES.change}
          </Button>
        </>
      ) : (
        <>
          {place ? null : <p className="text-sm text-slate-700 dark:text-slate-300">{JOURNEY_MESSAGES.intro}</p>}
          <MyPlaceForm save={saveAndClose} disabled={!ready} onCancel={place ? () => setEditing(false) : undefined} />
        </>
      )}
    </section>
  );
}
