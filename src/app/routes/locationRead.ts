/** The location page's read, loaded on demand by its route loader (./loaders). */
import { preload } from 'react-dom';
import { parseLocationSlug } from '@/config/paths';
import { loadLocationRooms } from '@/features/listings/location/loadLocationRooms';

export async function readLocation(slug: string | undefined) {
  const loaded = await loadLocationRooms(parseLocationSlug(slug ?? ''));
  // The first card's photo is the page's largest paint: fetch it now, not once the cards render.
  const photo = loaded.rooms[0]?.images[0];
  if (photo) preload(photo, { as: 'image', fetchPriority: 'high' });
  return loaded;
}
