/**
 * A minimal Firestore-emulator client over its REST API, authorised as the emulator "owner"
 * (bypasses security rules, like firebase-admin). Why not firebase-admin/firestore: firebase-admin
 * 14 needs Node >= 22 for its optional @google-cloud/firestore and @google-cloud/storage, which
 * npm therefore did not install on this Node 20 machine; firebase-admin/auth still works.
 * Values are encoded by ./firestoreValues.ts.
 */

import { COUNTED_COLLECTIONS } from '../../../src/data/collections/companions';
import { encodeFields, encodeValue } from './firestoreValues';

const BATCH_LIMIT = 450;

/** A document of a counted collection: `artifacts/{app}/public/data/{collection}/{id}`. */
const COUNTED_DOC = new RegExp(`^(artifacts/[^/]+/public/data)/(${COUNTED_COLLECTIONS.join('|')})/[^/]+$`);

/** A write the seed makes: a document path and the whole document. */
export type Write = [path: string, data: Record<string, unknown>];

/** `host`: e.g. 127.0.0.1:8080. */
export function firestoreClient(host: string, projectId: string) {
  const database = `projects/${projectId}/databases/(default)`;
  const base = `http://${host}/v1/${database}/documents`;
  const name = (path: string) => `${database}/documents/${path}`;

  async function post(url: string, body: unknown): Promise<unknown> {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`Firestore emulator ${res.status} on ${url}: ${await res.text()}`);
    return res.json();
  }

  /** The paths among `paths` that exist now (one batchGet). */
  async function existing(paths: string[]): Promise<Set<string>> {
    const rows = (await post(`${base}:batchGet`, { documents: paths.map(name) })) as { found?: { name: string } }[];
    return new Set(rows.flatMap((row) => (row.found ? [row.found.name] : [])));
  }

  /**
   * The increments that keep stats/{collection} true (firestore.rules "collection totals") when
   * `paths` are created (step 1: those missing now) or deleted (step -1: those existing now), to
   * commit with them: these writes bypass the rules, which make the app's batches do the same.
   */
  async function counterSteps(paths: string[], step: 1 | -1) {
    const counted = [...new Set(paths.filter((path) => COUNTED_DOC.test(path)))];
    if (counted.length === 0) return [];
    const there = await existing(counted);
    const steps = new Map<string, number>();
    for (const path of counted) {
      if (there.has(name(path)) === (step === 1)) continue;
      const stats = path.replace(COUNTED_DOC, '$1/stats/$2');
      steps.set(stats, (steps.get(stats) ?? 0) + step);
    }
    return [...steps].map(([stats, by]) => ({
      transform: { document: name(stats), fieldTransforms: [{ fieldPath: 'count', increment: { integerValue: String(by) } }] },
    }));
  }

  return {
    /**
     * Overwrites each document (like `set()` without merge), counting new documents of counted
     * collections in their stats.
     */
    async setAll(writes: readonly Write[]): Promise<number> {
      for (let i = 0; i < writes.length; i += BATCH_LIMIT) {
        const chunk = writes.slice(i, i + BATCH_LIMIT);
        const counters = await counterSteps(chunk.map(([path]) => path), 1);
        await post(`${base}:commit`, { writes: [...chunk.map(([path, data]) => ({ update: { name: name(path), fields: encodeFields(data) } })), ...counters] });
      }
      return writes.length;
    },
    /** Deletes each document, counting deleted documents of counted collections. */
    async deleteAll(paths: readonly string[]): Promise<number> {
      for (let i = 0; i < paths.length; i += BATCH_LIMIT) {
        const chunk = paths.slice(i, i + BATCH_LIMIT);
        const counters = await counterSteps(chunk, -1);
        await post(`${base}:commit`, { writes: [...chunk.map((p) => ({ delete: name(p) })), ...counters] });
      }
      return paths.length;
    },
    /**
     * Paths of the documents in `parentPath/collectionId` (`parentPath` '' for the root), optionally
     * where `field` is one of `values`.
     */
    async listPaths(parentPath: string, collectionId: string, filter?: { field: string; values: string[] }): Promise<string[]> {
      const structuredQuery: Record<string, unknown> = { from: [{ collectionId }], select: { fields: [{ fieldPath: '__name__' }] } };
      if (filter) {
        structuredQuery.where = {
          fieldFilter: { field: { fieldPath: filter.field }, op: 'IN', value: encodeValue(filter.values) },
        };
      }
      const url = parentPath ? `${base}/${parentPath}:runQuery` : `${base}:runQuery`;
      const rows = (await post(url, { structuredQuery })) as { document?: { name: string } }[];
      const prefix = `${database}/documents/`;
      return rows.flatMap((r) => (r.document ? [r.document.name.slice(prefix.length)] : []));
    },
  };
}

export type FirestoreClient = ReturnType<typeof firestoreClient>;

/**
 * Paths of documents that would make the seeded state inconsistent after a re-run: listings of
 * seeded users that the seed does not define (their registry would no longer match) with their
 * contact docs, and messages in seeded conversations that it does not define (lastMessage and
 * unread counts would no longer match). Other users' data is never touched.
 */
export async function strayPaths(
  db: FirestoreClient,
  seeded: { publicData: string; userIds: string[]; listingIds: Set<string>; conversations: { id: string; messageIds: Set<string> }[] },
): Promise<string[]> {
  const stray: string[] = [];
  for (let i = 0; i < seeded.userIds.length; i += 30) {
    const owners = seeded.userIds.slice(i, i + 30);
    for (const path of await db.listPaths(seeded.publicData, 'room_listings', { field: 'userId', values: owners })) {
      const id = path.slice(path.lastIndexOf('/') + 1);
      if (!seeded.listingIds.has(id)) stray.push(`${path}/contact/phone`, path);
    }
  }
  for (const c of seeded.conversations) {
    const paths = await db.listPaths(`${seeded.publicData}/conversations/${c.id}`, 'messages');
    stray.push(...paths.filter((p) => !c.messageIds.has(p.slice(p.lastIndexOf('/') + 1))));
  }
  return stray;
}
