/**
 * A post (listing or roommate request) by id, for its detail page. Moderated posts
 * (hidden, pending, rejected) are readable only by their owner and admins: the REST reader sends
 * the caller's token when the session has started Auth, and a refused read means "not found".
 */
import { isPermissionDenied, nullWhenDenied } from './db';
import { auth } from './firebase';
import { getDocument } from './oneShot';
import type { DocMapper } from '../collections/documents';

export async function getPost<T>(path: string, map: DocMapper<T>): Promise<T | null> {
  const hadSession = auth.started() !== null;
  try {
    return await getDocument(path, map);
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    // On a direct page load the read can run before the session has started Auth, so it went
    // without a token: ask Auth now (only for a refused read, so guests rarely load it) and read
    // again if someone is signed in — the owner or an admin sees the post, anyone else not found.
    if (hadSession) return null;
    const session = await auth();
    await session.authStateReady();
    return session.currentUser ? nullWhenDenied(getDocument(path, map)) : null;
  }
}
