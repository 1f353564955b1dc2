/**
 * Distance search helpers on top of geofire-common (Firebase's geoquery helper): a geohash per
 * point, the geohash ranges that cover a circle (one Firestore range query each:
 * orderBy('geo.geohash').startAt(start).endAt(end)), exact distances to drop the corners those
 * ranges also return, and the "2.1 km" a card shows.
 */
import { distanceBetween, geohashForLocation, geohashQueryBounds } from 'geofire-common';

export interface LatLng {
  lat: number;
  lng: number;
}

/** The radii a seeker can pick, in km. */
export const RADIUS_OPTIONS_KM = [1, 3, 5, 10] as const;
export type RadiusKm = (typeof RADIUS_OPTIONS_KM)[number];

/** Characters of a stored geohash (geofire-common's default; about 1 m, the rules check the length). */
export const GEOHASH_LENGTH = 10;

/** [start, end] of one geohash range, both inclusive (Firestore startAt / endAt). */
export type GeohashRange = readonly [start: string, end: string];

export function geohashFor(point: LatLng): string {
  return geohashForLocation([point.lat, point.lng], GEOHASH_LENGTH);
}

/** The geohash ranges (at most 9, usually 4) whose union covers the circle. */
export function geohashRangesFor(centre: LatLng, radiusKm: number): GeohashRange[] {
  return geohashQueryBounds([centre.lat, centre.lng], radiusKm * 1000);
}

export function geohashInRanges(geohash: string, ranges: readonly GeohashRange[]): boolean {
  return ranges.some(([start, end]) => geohash >= start && geohash <= end);
}

/** Great-circle distance in km. */
export function distanceKm(a: LatLng, b: LatLng): number {
  return distanceBetween([a.lat, a.lng], [b.lat, b.lng]);
}

export interface WithDistance<T> {
  item: T;
  distanceKm: number;
}

/**
 * The items within `radiusKm` of `centre`, nearest first (ties keep their order). Items without a
 * point are left out, so listings not yet located never show in a distance search.
 */
export function nearestWithin<T>(items: readonly T[], centre: LatLng, radiusKm: number, pointOf: (item: T) => LatLng | null | undefined): WithDistance<T>[] {
  const found: WithDistance<T>[] = [];
  for (const item of items) {
    const point = pointOf(item);
    if (!point) continue;
    const distance = distanceKm(centre, point);
    if (distance <= radiusKm) found.push({ item, distanceKm: distance });
  }
  return found.sort((a, b) => a.distanceKm - b.distanceKm);
}

/**
 * "2.1 km" (one decimal under 10 km, whole km from 10, "0.1 km" at the least). Written out rather
 * than with Intl, like src/lib/enGB.ts, so a card list pays no locale-data load.
 */
export function formatDistanceKm(km: number): string {
  if (km < 9.95) return `${Math.max(0.1, Math.round(km * 10) / 10).toFixed(1)} km`;
  return `${Math.round(km).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')} km`;
}

const METRES_PER_DEGREE_LAT = 111_320;
/** Grid step for a full postcode's point: the stored point never says more than "this 100 m square". */
export const AREA_GRID_METRES = 100;

const roundTo6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * A full postcode's point snapped to the nearest corner of a 100 m grid: latitude in steps of
 * 100 m (1/1113 degree), longitude in steps of 100 m at that latitude, so the stored point is at
 * most ~71 m from the postcode's own centroid and the same for every postcode in that square.
 */
export function snapToAreaGrid(point: LatLng, gridMetres = AREA_GRID_METRES): LatLng {
  const latStep = gridMetres / METRES_PER_DEGREE_LAT;
  const lat = Math.round(point.lat / latStep) * latStep;
  const lngStep = gridMetres / (METRES_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180));
  const lng = Math.round(point.lng / lngStep) * lngStep;
  return { lat: roundTo6(lat), lng: roundTo6(lng) };
}

/**
 * The point a listing stores: an outward code's centroid as it is (it already stands for a whole
 * district), a full postcode's point snapped to the 100 m grid. Never an address.
 */
export function areaPoint(point: LatLng, precision: 'outcode' | 'postcode'): LatLng {
  return precision === 'postcode' ? snapToAreaGrid(point) : { lat: point.lat, lng: point.lng };
}
