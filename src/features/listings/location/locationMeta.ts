/** Labels, metadata and structured data of the public location pages (/rooms/{location}-india-...). */
import { LOCATION_PAGES, paths } from '@/config/paths';
import type { RoomCardListing } from '@/data/collections/roomListings';

/** Location keys are slugs like "east-ham": anything else cannot match a listing. */
export function isLocationKey(key: string | null): key is string {
  return key !== null && /^[a-z]+(-[a-z]+)*$/.test(key) && key.length <= 60;
}

/** "east-ham" → "East Ham" (the footer's label when it has one). */
export function locationLabel(key: string): string {
  const known = LOCATION_PAGES.find((location) => location.key === key);
  if (known) return known.label;
  return key
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function locationTitle(label: string): string {
  return `Rooms to rent in ${label} for Indians`;
}

export function locationDescription(label: string, count: number): string {
  const rooms = count === 0 ? 'New rooms' : count === 1 ? '1 room' : `${count} rooms`;
  return `${rooms} to rent in ${label} from the Indian community: rent, availability and photos. Browse free and message owners safely on the platform.`;
}

/** schema.org ItemList of the rooms shown, each item linking to its detail page. */
export function roomsItemList(label: string, rooms: readonly RoomCardListing[], siteUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `Rooms to rent in ${label}`,
    numberOfItems: rooms.length,
    itemListElement: rooms.map((room, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: `${siteUrl}${paths.room(room.title, room.id)}`,
      name: room.title,
    })),
  };
}

/** schema.org CollectionPage of a location page: static, so the prerendered HTML carries it too. */
export function locationPageJsonLd(label: string, description: string, url: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: `Rooms to rent in ${label}`,
    description,
    url,
  };
}
