/**
 * A post (listing or roommate request) by id, for its detail page (issue 17). Moderated posts
 * (hidden, pending, rejected) are readable only by their owner and admins, so:
 * - the public read (REST, no token) asks only for the public statuses: a moderated or missing post
 *   is simply not found, with no refused request (and no console error) for guests;
 * - a signed-in caller, who may be the owner or an admin, then reads it with their token through
 *   the full SDK; the rules refuse anyone else, which also reads as not found.
 */
import { auth } from './firebase';
import { nullWhenDenied, writer } from './db';
import { runQuery } from './oneShot';
import { DOCUMENT_ID, type DocMapper } from './query';

export async function getPost<T>(collectionPath: string, id: string, publicStatuses: readonly string[], map: DocMapper<T>): Promise<T | null> {
  const spec = {
    path: collectionPath,
    where: [
      { field: DOCUMENT_ID, op: '==' as const, value: id },
      { field: 'status', op: 'in' as const, value: [...publicStatuses] },
    ],
    limit: 1,
  };
  const [found] = (await runQuery(spec, map)).items;
  if (found) return found;
  // Only when the session has started Auth (it does on every page, while this public read runs):
  // this never downloads it, and waits for a restored sign-in.
  const session = await auth.started();
  if (!session) return null;
  await session.authStateReady();
  if (!session.currentUser) return null;
  const { sdk, db } = await writer();
  return nullWhenDenied(
    sdk.getDoc(sdk.doc(db, `${collectionPath}/${id}`)).then((snapshot) =>
      snapshot.exists() ? map({ id: snapshot.id, path: snapshot.ref.path, data: snapshot.data({ serverTimestamps: 'estimate' }) }) : null,
    ),
  );
}
