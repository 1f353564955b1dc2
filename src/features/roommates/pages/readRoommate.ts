/** The roommate page's read: the profile a `{slug}-id-{uid}` segment names, its picture fetched at once. */
import { preload } from 'react-dom';
import { loadPost } from '@/components/post/postLoad';
import { getRoommateRequest } from '@/data';

export async function readRoommate(slug: string | undefined) {
  const load = await loadPost(slug, getRoommateRequest);
  // The profile picture is the page's main image: fetch it now, not once the page has rendered.
  const picture = load.state === 'ready' ? load.post.profilePicture : '';
  if (picture) preload(picture, { as: 'image', fetchPriority: 'high' });
  return load;
}
