/**
 * "My place": where a seeker needs to be (a university campus or a workplace postcode), from
 * which every room page measures the distance and plans the journey. Stored on the private
 * profile when signed in (firestore.rules isValidMyPlace checks the same bounds), in this
 * browser's localStorage for guests.
 */
import type { JourneyEnd } from './journeyLinks';

export const MY_PLACE_KINDS = ['university', 'postcode'] as const;
export type MyPlaceKind = (typeof MY_PLACE_KINDS)[number];

export interface MyPlace extends JourneyEnd {
  kind: MyPlaceKind;
  /** What the page says: "UCL, Bloomsbury" or "E14 5AB". */
  label: string;
}

/** The longest label and journey query accepted (characters). */
export const MY_PLACE_TEXT_MAX = 120;

/** A box round the United Kingdom (Scilly to Shetland, Fermanagh to Lowestoft) the point must be in. */
export const UK_BOUNDS = { south: 49, north: 61, west: -9, east: 2 } as const;

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= MY_PLACE_TEXT_MAX;
const isIn = (value: unknown, low: number, high: number): value is number => typeof value === 'number' && Number.isFinite(value) && value >= low && value <= high;

/** The stored value as a MyPlace, or null when it is missing or not one (never trusted blindly). */
export function parseMyPlace(value: unknown): MyPlace | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind, label, query, lat, lng } = value as Record<string, unknown>;
  if (!MY_PLACE_KINDS.includes(kind as MyPlaceKind) || !isText(label) || !isText(query)) return null;
  if (!isIn(lat, UK_BOUNDS.south, UK_BOUNDS.north) || !isIn(lng, UK_BOUNDS.west, UK_BOUNDS.east)) return null;
  return { kind: kind as MyPlaceKind, label, query, lat, lng };
}
