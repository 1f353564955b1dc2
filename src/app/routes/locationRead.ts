/** The location page's read, loaded on demand when its route is matched (./reads). */
import { preload } from 'react-dom';
import { parseLocationSlug } from '@/config/paths';
import { loadLocationRooms } from '@/features/listings';

/** Fetches a photo now rather than once its card renders. */
function preloadPhoto(url: string | undefined): void {
  if (url) preload(url, { as: 'image', fetchPriority: 'high' });
}

export async function readLocation(slug: string | undefined) {
  // The first card's photo is the page's largest paint. The newest room's usually is that card
  // (a premium owner's room can move ahead of it), so it loads during the premium lookup.
  const loaded = await loadLocationRooms(parseLocationSlug(slug ?? ''), (rooms) => preloadPhoto(rooms[0]?.images[0]));
  preloadPhoto(loaded.rooms[0]?.images[0]);
  return loaded;
}
