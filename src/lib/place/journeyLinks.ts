/**
 * "Plan the journey" links: TfL's Journey Planner when both ends are in Greater London, Google Maps
 * public-transport directions elsewhere. Both are plain links (no key, nothing loaded here):
 *   https://tfl.gov.uk/plan-a-journey/results?InputFrom={text}&InputTo={text}
 *     (the form tfl.gov.uk's own planner submits; it takes postcodes, stations and place names)
 *   https://www.google.com/maps/dir/?api=1&origin={lat,lng}&destination={lat,lng}&travelmode=transit
 *     (Google Maps URLs, developers.google.com/maps/documentation/urls)
 */
import type { LatLng } from './geo';

export interface JourneyEnd extends LatLng {
  /** What TfL's planner searches for: an outward code or postcode, a station, a place name. */
  query: string;
}

export type JourneyPlanner = 'tfl' | 'google';

export interface JourneyLink {
  planner: JourneyPlanner;
  url: string;
}

/** Greater London's extent (Enfield to Biggin Hill, Hillingdon to Havering), TfL's area. */
const GREATER_LONDON = { south: 51.28, north: 51.7, west: -0.52, east: 0.34 };

export function isInGreaterLondon({ lat, lng }: LatLng): boolean {
  return lat >= GREATER_LONDON.south && lat <= GREATER_LONDON.north && lng >= GREATER_LONDON.west && lng <= GREATER_LONDON.east;
}

export function tflJourneyPlannerUrl(from: JourneyEnd, to: JourneyEnd): string {
  return `https://tfl.gov.uk/plan-a-journey/results?${new URLSearchParams({ InputFrom: from.query, InputTo: to.query })}`;
}

const coordinates = ({ lat, lng }: LatLng) => `${lat},${lng}`;

export function googleTransitUrl(from: LatLng, to: LatLng): string {
  const params = new URLSearchParams({ api: '1', origin: coordinates(from), destination: coordinates(to), travelmode: 'transit' });
  return `https://www.google.com/maps/dir/?${params}`;
}

export function journeyLink(from: JourneyEnd, to: JourneyEnd): JourneyLink {
  return isInGreaterLondon(from) && isInGreaterLondon(to)
    ? { planner: 'tfl', url: tflJourneyPlannerUrl(from, to) }
    : { planner: 'google', url: googleTransitUrl(from, to) };
}
