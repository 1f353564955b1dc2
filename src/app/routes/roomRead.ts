/** The room page's read, loaded on demand by its route loader (./postLoaders). */
import { loadPost } from '@/components/post/postLoad';
import { getRoomListing } from '@/data';

export const readRoom = (slug: string | undefined) => loadPost(slug, getRoomListing);
