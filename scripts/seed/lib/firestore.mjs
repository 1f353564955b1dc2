/**
 * A minimal Firestore-emulator client over its REST API, authorised as the emulator "owner"
 * (bypasses security rules, like firebase-admin). Why not firebase-admin/firestore: firebase-admin
 * 14 needs Node >= 22 for its optional @google-cloud/firestore and @google-cloud/storage, which
 * npm therefore did not install on this Node 20 machine; firebase-admin/auth still works.
 * Values are encoded by ./firestoreValues.mjs.
 */

import { appCompanions } from './appSources.mjs';
import { encodeFields, encodeValue } from './firestoreValues.mjs';

const BATCH_LIMIT = 450;

/** A document of a counted collection: `artifacts/{app}/public/data/{collection}/{id}`. */
const COUNTED_DOC = new RegExp(`^(artifacts/[^/]+/public/data)/(${appCompanions.COUNTED_COLLECTIONS.join('|')})/[^/]+$`);

/**
 * @param {string} host e.g. 127.0.0.1:8080
 * @param {string} projectId
 */
export function firestoreClient(host, projectId) {
  const database = `projects/${projectId}/databases/(default)`;
  const base = `http://${host}/v1/${database}/documents`;
  const name = (path) => `${database}/documents/${path}`;

  /** @param {string} url @param {unknown} body */
  async function post(url, body) {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`Firestore emulator ${res.status} on ${url}: ${await res.text()}`);
    return res.json();
  }

  /** The paths among `paths` that exist now (one batchGet). @param {string[]} paths */
  async function existing(paths) {
    const rows = /** @type {{ found?: { name: string } }[]} */ (await post(`${base}:batchGet`, { documents: paths.map(name) }));
    return new Set(rows.flatMap((row) => (row.found ? [row.found.name] : [])));
  }

  /**
   * The increments that keep stats/{collection} true (firestore.rules "collection totals") when
   * `paths` are created (step 1: those missing now) or deleted (step -1: those existing now), to
   * commit with them: these writes bypass the rules, which make the app's batches do the same.
   * @param {string[]} paths @param {1 | -1} step
   */
  async function counterSteps(paths, step) {
    const counted = [...new Set(paths.filter((path) => COUNTED_DOC.test(path)))];
    if (counted.length === 0) return [];
    const there = await existing(counted);
    /** @type {Map<string, number>} */
    const steps = new Map();
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
     * collections in their stats. @param {[string, Record<string, unknown>][]} writes
     */
    async setAll(writes) {
      for (let i = 0; i < writes.length; i += BATCH_LIMIT) {
        const chunk = writes.slice(i, i + BATCH_LIMIT);
        const counters = await counterSteps(chunk.map(([path]) => path), 1);
        await post(`${base}:commit`, { writes: [...chunk.map(([path, data]) => ({ update: { name: name(path), fields: encodeFields(data) } })), ...counters] });
      }
      return writes.length;
    },
    /** Deletes each document, counting deleted documents of counted collections. @param {string[]} paths */
    async deleteAll(paths) {
      for (let i = 0; i < paths.length; i += BATCH_LIMIT) {
        const chunk = paths.slice(i, i + BATCH_LIMIT);
        const counters = await counterSteps(chunk, -1);
        await post(`${base}:commit`, { writes: [...chunk.map((p) => ({ delete: name(p) })), ...counters] });
      }
      return paths.length;
    },
    /**
     * Paths of the documents in `parentPath/collectionId`, optionally where `field` is one of `values`.
     * @param {string} parentPath document path ('' for the root) @param {string} collectionId
     * @param {{ field: string, values: string[] }} [filter]
     * @returns {Promise<string[]>}
     */
    async listPaths(parentPath, collectionId, filter) {
      /** @type {Record<string, unknown>} */
      const structuredQuery = { from: [{ collectionId }], select: { fields: [{ fieldPath: '__name__' }] } };
      if (filter) {
        structuredQuery.where = {
          fieldFilter: { field: { fieldPath: filter.field }, op: 'IN', value: encodeValue(filter.values) },
        };
      }
      const url = parentPath ? `${base}/${parentPath}:runQuery` : `${base}:runQuery`;
      const rows = /** @type {{ document?: { name: string } }[]} */ (await post(url, { structuredQuery }));
      const prefix = `${database}/documents/`;
      return rows.flatMap((r) => (r.document ? [r.document.name.slice(prefix.length)] : []));
    },
  };
}

/** @typedef {ReturnType<typeof firestoreClient>} FirestoreClient */

/**
 * Paths of documents that would make the seeded state inconsistent after a re-run: listings of
 * seeded users that the seed does not define (their registry would no longer match) with their
 * contact docs, and messages in seeded conversations that it does not define (lastMessage and
 * unread counts would no longer match). Other users' data is never touched.
 * @param {FirestoreClient} db
 * @param {{ publicData: string, userIds: string[], listingIds: Set<string>,
 *   conversations: { id: string, messageIds: Set<string> }[] }} seeded
 */
export async function strayPaths(db, seeded) {
  /** @type {string[]} */
  const stray = [];
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
