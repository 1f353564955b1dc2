/**
 * The Leaflet map: loaded only when someone opens the map (RoomsMapSection imports this module
 * with import()), so Leaflet and its CSS are a chunk of their own that no first paint pays for.
 * Rooms are area circles; tiles and attribution come from env (OpenStreetMap's by default, the
 * local stand-in in dev and tests). No marker is drawn, so Leaflet never asks for its marker
 * images, and nothing is fetched from anywhere but the tile server.
 */
import 'leaflet/dist/leaflet.css';
import { circle, circleMarker, latLng, latLngBounds, layerGroup, map as leafletMap, tileLayer, type LatLngBounds, type LatLngTuple, type Map as LeafletMap } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { env } from '@/config/env';
import { AREA_CIRCLE_METRES, DEFAULT_CENTRE, DEFAULT_ZOOM, MAX_FIT_ZOOM, type MapCentre, type MapRoom } from './mapRooms';
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

/** slate-900: the searched place stands apart from the rooms' orange. */
const CENTRE_COLOUR = '#0f172a';

/** What the view must show: the search's whole radius, or the rooms with the saved place. */
function boundsToShow(located: LatLngTuple[], centre: MapCentre | null): LatLngBounds | null {
  if (centre?.radiusKm) return latLng(centre.lat, centre.lng).toBounds(centre.radiusKm * 2000);
  const points = centre ? [...located, [centre.lat, centre.lng] satisfies LatLngTuple] : located;
  return points.length > 0 ? latLngBounds(points) : null;
}

/** The place the rooms are measured from, named on the map, and a search's radius round it. */
function drawCentre(map: LeafletMap, centre: MapCentre): void {
  if (centre.radiusKm) {
    circle([centre.lat, centre.lng], { radius: centre.radiusKm * 1000, color: CENTRE_COLOUR, weight: 2, dashArray: '6 6', fill: false, interactive: false, className: 'search-radius' }).addTo(map);
  }
  circleMarker([centre.lat, centre.lng], { radius: 8, color: '#ffffff', weight: 3, fillColor: CENTRE_COLOUR, fillOpacity: 1, className: 'searched-place' })
    .bindTooltip(centre.label, { permanent: true, direction: 'top', offset: [0, -8], className: 'searched-place-label' })
    .addTo(map);
}

export default function RoomsMap({ rooms, centre }: { rooms: readonly MapRoom[]; centre: MapCentre | null }) {
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = leafletMap(element, { scrollWheelZoom: false });
    map.attributionControl.setPrefix(false);
    const located = rooms.flatMap((room) => (room.point ? [{ room, centre: [room.point.lat, room.point.lng] satisfies LatLngTuple }] : []));
    // The view first: Leaflet adds layers to a map only once it has one.
    const bounds = boundsToShow(located.map(({ centre: point }) => point), centre);
    if (bounds) map.fitBounds(bounds, { padding: [40, 40], maxZoom: MAX_FIT_ZOOM });
    else map.setView([DEFAULT_CENTRE.lat, DEFAULT_CENTRE.lng], DEFAULT_ZOOM);
    tileLayer(env.map.tileUrl, { attribution: env.map.attribution, maxZoom: 19 }).addTo(map);
    if (centre) drawCentre(map, centre);
    layerGroup(
      located.map(({ room, centre }) =>
        circle(centre, { radius: AREA_CIRCLE_METRES, color: CIRCLE_COLOUR, weight: 2, fillOpacity: 0.25, className: 'room-area' }).bindPopup(() => popupFor(room, navigate)),
      ),
    ).addTo(map);
    return () => {
      map.remove();
    };
  }, [rooms, centre, navigate]);

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
