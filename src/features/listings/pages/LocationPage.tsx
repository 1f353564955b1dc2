import { useParams } from 'react-router-dom';
import { Head } from '@/components/seo/Head';
import { env } from '@/config/env';
import { LOCATION_PAGE_SIZE } from '@/config/constants';
import { MESSAGES } from '@/config/messages';
import { parseLocationSlug, paths } from '@/config/paths';
import { canonicalUrl } from '@/lib/seo';
import { useRead } from '@/lib/useRead';
import { FitToggles, useFitFilter } from '@/features/fit';
import { useMyPlace } from '@/features/journey';
import { useUrlFilters } from '@/features/search';
import { roomFilterCodec } from '@/lib/filters/roomFilters';
import { RoomCard } from '../components/RoomCard';
import { distanceFromPlace } from '../components/distanceFromPlace';
import { LocationEmpty } from '../location/LocationEmpty';
import { LocationIntro } from '../location/LocationIntro';
import { ROOM_CARD_GRID } from '../location/roomCards';
import { RoomCardsLoading } from '../location/RoomCardsLoading';
import { TypicalRents } from '../rentCheck/TypicalRents';
import { isLocationKey, locationDescription, locationLabel, locationPageJsonLd, locationTitle, roomsItemList } from '../location/locationMeta';
import { loadLocationRooms } from '../location/loadLocationRooms';
import { LoadError } from '@/components/status/Notices';
import { RoomsMapSection, RoomsViewToggle, useRoomsView } from '@/features/map';

/**
 * `/rooms/{location}-india-...`: up to 5 rooms for the location, with page metadata and an
 * ItemList.
 */
export default function LocationPage() {
  const { slug = '' } = useParams();
  const parsed = parseLocationSlug(slug);
  const key = isLocationKey(parsed) ? parsed : null;
  const label = key ? locationLabel(key) : null;
  const read = useRead(slug, () => loadLocationRooms(key));
  if (read.state === 'failed') throw read.error;
  const loading = key !== null && read.state === 'waiting';
  const { rooms = [], error = false } = read.state === 'ready' ? read.value : {};
  const { filters, apply } = useUrlFilters(roomFilterCodec);
  const shown = useFitFilter(rooms, filters);
  const empty = !loading && rooms.length === 0;
  const place = label ?? 'the UK';
  const path = key ? paths.location(key) : `/rooms/${slug}`;
  const description = locationDescription(place, rooms.length);
  const [view, setView] = useRoomsView();
  const { place: myPlace } = useMyPlace();

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Head
        title={locationTitle(place)}
        description={description}
        path={path}
        noindex={empty}
        jsonLd={[locationPageJsonLd(place, description, canonicalUrl(path)), ...(rooms.length ? [roomsItemList(place, rooms, env.siteUrl)] : [])]}
      />
      <LocationIntro label={place} />
      <section aria-labelledby="location-rooms-heading" className="space-y-5">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="location-rooms-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
            Latest rooms{label ? ` in ${label}` : ''}
          </h2>
          <RoomsViewToggle view={view} onChange={setView} />
        </div>
        {loading ? (
          <RoomCardsLoading cards={LOCATION_PAGE_SIZE} />
        ) : error ? (
          <LoadError>{MESSAGES.loadPostsFailed}</LoadError>
        ) : empty || shown.length === 0 ? (
          <LocationEmpty label={label} />
        ) : view === 'map' ? (
          <RoomsMapSection rooms={shown} centre={myPlace} />
        ) : (
          <ul className={ROOM_CARD_GRID}>
            {shown.map((room, index) => (
              <RoomCard key={room.id} listing={room} priority={index === 0} distance={distanceFromPlace(room, myPlace)} />
            ))}
          </ul>
        )}
      </section>
      {/* Below the rooms: a seeker's needs arrive after first paint, and this moves nothing above. */}
      <div className="mt-6">
        <FitToggles filters={filters} onApply={apply} />
      </div>
      {/* Under the rooms' loading state from the first paint: it is as tall as the cards. */}
      {key && label ? (
        <div className="mt-10">
          <TypicalRents locationKey={key} label={label} />
        </div>
      ) : null}
    </div>
  );
}
