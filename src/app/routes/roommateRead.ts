/** The roommate page's read, loaded on demand by its route loader (./postLoaders). */
import { loadPost } from '@/components/post/postLoad';
import { getRoommateRequest } from '@/data';

export const readRoommate = (slug: string | undefined) => loadPost(slug, getRoommateRequest);
