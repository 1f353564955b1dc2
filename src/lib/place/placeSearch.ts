/**
 * The place a distance search is around, as it stays in the URL: ?near=UCL&lat=51.5246&lng=-0.134&km=3.
 * A reload or a shared link gives the same search; a broken or partial set of params gives none.
 */
import { RADIUS_OPTIONS_KM, type LatLng, type RadiusKm } from './geo';

export interface PlaceSearch extends LatLng {
  /** What the seeker picked, as cards say it: "UCL", "Ilford", "E6". */
  label: string;
  radiusKm: RadiusKm;
}

export const PLACE_SEARCH_PARAMS = { label: 'near', lat: 'lat', lng: 'lng', radius: 'km' } as const;
export const DEFAULT_RADIUS_KM: RadiusKm = 3;
const MAX_LABEL_LENGTH = 80;

const isRadius = (value: number): value is RadiusKm => (RADIUS_OPTIONS_KM as readonly number[]).includes(value);

function coordinate(params: URLSearchParams, name: string, limit: number): number | null {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

export function readPlaceSearch(params: URLSearchParams): PlaceSearch | null {
  const label = params.get(PLACE_SEARCH_PARAMS.label)?.trim().slice(0, MAX_LABEL_LENGTH);
  const lat = coordinate(params, PLACE_SEARCH_PARAMS.lat, 90);
  const lng = coordinate(params, PLACE_SEARCH_PARAMS.lng, 180);
  if (!label || lat === null || lng === null) return null;
  const radius = Number(params.get(PLACE_SEARCH_PARAMS.radius));
  return { label, lat, lng, radiusKm: isRadius(radius) ? radius : DEFAULT_RADIUS_KM };
}

/** `params` without any place, then with `place` (coordinates to 5 decimals, ~1 m). */
export function withPlaceSearch(params: URLSearchParams, place: PlaceSearch | null): URLSearchParams {
  const names: readonly string[] = Object.values(PLACE_SEARCH_PARAMS);
  const next = new URLSearchParams([...params.entries()].filter(([name]) => !names.includes(name)));
  if (!place) return next;
  next.set(PLACE_SEARCH_PARAMS.label, place.label);
  next.set(PLACE_SEARCH_PARAMS.lat, String(Math.round(place.lat * 1e5) / 1e5));
  next.set(PLACE_SEARCH_PARAMS.lng, String(Math.round(place.lng * 1e5) / 1e5));
  next.set(PLACE_SEARCH_PARAMS.radius, String(place.radiusKm));
  return next;
}
