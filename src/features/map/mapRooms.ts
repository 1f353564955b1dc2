/** What the map and its list alternative need from a room: pure, so both show the same rooms. */
import { paths } from '@/config/paths';
import { formatGBP } from '@/lib/format';
import { distanceKm, type LatLng } from '@/lib/place/geo';
import type { RoomCardListing } from '@/data/collections/roomListings';

/** An area circle's radius: a room shows as "somewhere around here", never a house. */
export const AREA_CIRCLE_METRES = 400;

/** Where the map opens when no room on the page has a point (central London). */
export const DEFAULT_CENTRE: LatLng = { lat: 51.5072, lng: -0.1276 };
export const DEFAULT_ZOOM = 10;
/** The closest a fitted map zooms in: a few streets, not a doorstep. */
export const MAX_FIT_ZOOM = 14;

export interface MapRoom {
  id: string;
  title: string;
  /** "£750" */
  rent: string;
  /** The area the owner gave ("East Ham"). */
  area: string;
  href: string;
  /** Null for a listing not located yet: listed, not drawn. */
  point: LatLng | null;
  /** Km from the map's centre place, when it has one and the room is located. */
  distanceKm: number | null;
}

/** The place the rooms are measured from: a place search (with its radius) or the seeker's saved place. */
export interface MapCentre extends LatLng {
  /** "UCL", "E6", "UCL, Bloomsbury". */
  label: string;
  /** A place search's radius, drawn round the place; absent for a saved place. */
  radiusKm?: number;
}

export function toMapRooms(rooms: readonly RoomCardListing[], centre: MapCentre | null = null): MapRoom[] {
  return rooms.map((room) => ({
    id: room.id,
    title: room.title,
    rent: formatGBP(room.rent),
    area: room.address,
    href: paths.room(room.title, room.id),
    point: room.geo ? { lat: room.geo.lat, lng: room.geo.lng } : null,
    distanceKm: room.geo && centre ? distanceKm(room.geo, centre) : null,
  }));
}
