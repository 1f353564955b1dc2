/** Reading every page of a list the owner may read, bounded: the data export and the account deletion. */
import { runQuery, type QueryResult } from '../transport/oneShot';
import { DOCUMENT_ID, type FieldValue, type QuerySpec } from '../transport/query';
import type { RawDoc } from '../collections/documents';

/** Documents per read of a list, and at most this many reads per list (5,000 documents). */
export const EXPORT_PAGE_SIZE = 100;
export const EXPORT_MAX_PAGES = 50;

export interface ExportedDoc {
  id: string;
  path: string;
  data: RawDoc['data'];
}

export const asExported = ({ id, path, data }: RawDoc): ExportedDoc => ({ id, path, data });

/** Every page of `spec` ordered by document id, at most EXPORT_MAX_PAGES of EXPORT_PAGE_SIZE. */
export async function readAll(spec: QuerySpec, onPage: (count: number) => void = () => undefined): Promise<{ docs: ExportedDoc[]; truncated: boolean }> {
  const docs: ExportedDoc[] = [];
  let cursor: FieldValue[] | null = null;
  for (let page = 0; page < EXPORT_MAX_PAGES; page += 1) {
    const result: QueryResult<ExportedDoc> = await runQuery(
      { ...spec, orderBy: [{ field: DOCUMENT_ID, direction: 'asc' }], limit: EXPORT_PAGE_SIZE, ...(cursor ? { startAfter: cursor } : {}) },
      asExported,
    );
    docs.push(...result.items);
    onPage(docs.length);
    cursor = result.next;
    if (!cursor) return { docs, truncated: false };
  }
  return { docs, truncated: true };
}
