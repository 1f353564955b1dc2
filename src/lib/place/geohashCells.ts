/**
 * Geohash cells as areas: a prefix of a stored geohash names a lat/lng box, and every point whose
 * geohash starts with it lies in that box. The nearest-first search (./nearestSearch) reads cells
 * in the order of the least distance any point of them can have from the centre.
 */
import { distanceKm, GEOHASH_LENGTH, type LatLng } from './geo';

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

export interface CellBox {
  south: number;
  north: number;
  west: number;
  east: number;
}

/** The box of a geohash prefix (bits alternate longitude first, 5 per character). */
export function cellBox(prefix: string): CellBox {
  const box: CellBox = { south: -90, north: 90, west: -180, east: 180 };
  let lng = true;
  for (const char of prefix) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`Not a geohash: ${prefix}`);
    for (let bit = 4; bit >= 0; bit -= 1) {
      const high = ((value >> bit) & 1) === 1;
      if (lng) {
        const mid = (box.west + box.east) / 2;
        if (high) box.west = mid;
        else box.east = mid;
      } else {
        const mid = (box.south + box.north) / 2;
        if (high) box.south = mid;
        else box.north = mid;
      }
      lng = !lng;
    }
  }
  return box;
}

/** The 32 cells one character finer, in geohash (query) order. */
export function childCells(prefix: string): string[] {
  return [...BASE32].map((char) => prefix + char);
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
/** Below float noise on a distance, so a cell's bound never exceeds the distance of a point in it. */
const SLACK_KM = 1e-9;

/**
 * The least great-circle distance (km) from `centre` to any point of the cell: 0 inside it. Along
 * the nearer meridian edge the closest point is not at the centre's latitude but where
 * sin φ·sin φc + cos φ·cos φc·cos Δλ peaks (φ = atan2(sin φc, cos φc·cos Δλ)), clamped to the edge.
 */
export function cellMinDistanceKm(prefix: string, centre: LatLng): number {
  const box = cellBox(prefix);
  const inLng = centre.lng >= box.west && centre.lng <= box.east;
  if (inLng) return Math.max(0, distanceKm(centre, { lat: clamp(centre.lat, box.south, box.north), lng: centre.lng }) - SLACK_KM);
  const eastGap = (((box.west - centre.lng) % 360) + 360) % 360;
  const westGap = (((centre.lng - box.east) % 360) + 360) % 360;
  const edgeLng = eastGap <= westGap ? box.west : box.east;
  const deltaLng = toRadians(Math.min(eastGap, westGap, 180));
  const latC = toRadians(centre.lat);
  const peak = toDegrees(Math.atan2(Math.sin(latC), Math.cos(latC) * Math.cos(deltaLng)));
  return Math.max(0, distanceKm(centre, { lat: clamp(peak, box.south, box.north), lng: edgeLng }) - SLACK_KM);
}

/** Cell heights (km) by prefix length, for picking where a search starts. */
const CELL_HEIGHT_KM = [20_000, 5_000, 625, 156, 19.5, 4.89, 0.61, 0.153, 0.019, 0.0048, 0.0006];

/**
 * The prefix length a search starts with: the finest whose cells are at least as tall as the
 * radius, so a handful of cells cover the circle and a dense area splits them further.
 */
export function startLengthFor(radiusKm: number): number {
  let length = 1;
  while (length < GEOHASH_LENGTH && CELL_HEIGHT_KM[length + 1]! >= radiusKm) length += 1;
  return length;
}

/** The cells of `length` characters that reach within `radiusKm` of `centre`, nearest first. */
export function cellsCovering(centre: LatLng, radiusKm: number, length: number): { prefix: string; minKm: number }[] {
  let cells = [''];
  for (let level = 0; level < length; level += 1) {
    cells = cells.flatMap(childCells).filter((prefix) => cellMinDistanceKm(prefix, centre) <= radiusKm);
  }
  return cells.map((prefix) => ({ prefix, minKm: cellMinDistanceKm(prefix, centre) })).sort((a, b) => a.minKm - b.minKm);
}
