/** The room page's read: the listing a `{slug}-id-{id}` segment names, its first photo fetched at once. */
import { preload } from 'react-dom';
import { loadPost } from '@/components/post/postLoad';
import { getRoomListing } from '@/data';

export async function readRoom(slug: string | undefined) {
  const load = await loadPost(slug, getRoomListing);
  // The first photo is the page's largest paint: fetch it now, not once the page has rendered.
  const photo = load.state === 'ready' ? load.post.images[0] : undefined;
  if (photo) preload(photo, { as: 'image', fetchPriority: 'high' });
  return load;
}
