/**
 * The Leaflet map: loaded only when someone opens the map (RoomsMapSection imports this module
 * with import()), so Leaflet and its CSS are a chunk of their own that no first paint pays for.
 * Rooms are area circles; tiles and attribution come from env (OpenStreetMap's by default, the
 * local stand-in in dev and tests). No marker is drawn, so Leaflet never asks for its marker
 * images, and nothing is fetched from anywhere but the tile server.
 */
import 'leaflet/dist/leaflet.css';
import { circle, latLngBounds, layerGroup, map as leafletMap, tileLayer, type LatLngTuple } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { env } from '@/config/env';
import { AREA_CIRCLE_METRES, DEFAULT_CENTRE, DEFAULT_ZOOM, MAX_FIT_ZOOM, type MapRoom } from './mapRooms';
import { MAP_MESSAGES } from './messages';

/** orange-700, the app's accent. */
const CIRCLE_COLOUR = '#c2410c';

/** A popup's content built as DOM nodes: titles are owners' text and never parsed as HTML. */
function popupFor(room: MapRoom, open: (href: string) => void): HTMLElement {
  const box = document.createElement('div');
  const link = document.createElement('a');
  link.href = room.href;
  link.textContent = room.title;
  link.className = 'font-semibold';
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(room.href);
  });
  const details = document.createElement('div');
  details.textContent = `${room.rent} ${MAP_MESSAGES.perMonth} · ${room.area}`;
  box.append(link, details);
  return box;
}

export default function RoomsMap({ rooms }: { rooms: readonly MapRoom[] }) {
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = leafletMap(element, { scrollWheelZoom: false });
    map.attributionControl.setPrefix(false);
    const located = rooms.flatMap((room) => (room.point ? [{ room, centre: [room.point.lat, room.point.lng] satisfies LatLngTuple }] : []));
    // The view first: Leaflet adds layers to a map only once it has one.
    if (located.length > 0) map.fitBounds(latLngBounds(located.map(({ centre }) => centre)), { padding: [40, 40], maxZoom: MAX_FIT_ZOOM });
    else map.setView([DEFAULT_CENTRE.lat, DEFAULT_CENTRE.lng], DEFAULT_ZOOM);
    tileLayer(env.map.tileUrl, { attribution: env.map.attribution, maxZoom: 19 }).addTo(map);
    layerGroup(
      located.map(({ room, centre }) =>
        circle(centre, { radius: AREA_CIRCLE_METRES, color: CIRCLE_COLOUR, weight: 2, fillOpacity: 0.25, className: 'room-area' }).bindPopup(() => popupFor(room, navigate)),
      ),
    ).addTo(map);
    return () => {
      map.remove();
    };
  }, [rooms, navigate]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={MAP_MESSAGES.mapLabel}
      data-testid="rooms-map"
      className="h-[28rem] w-full overflow-hidden rounded-xl border border-slate-300 dark:border-slate-600"
    />
  );
}
