/**
 * The names behind an audit page's ids: the admins' and users' names (public profiles) and the
 * posts' titles, read by key in one batchGet of only those fields. The caller asks for each id
 * once: a page of 10 entries costs at most 20 document reads, and fewer as names repeat.
 */
import { fsPaths } from '../transport/db';
import { getDocuments } from '../transport/oneShot';
import type { RawDoc } from '../collections/documents';

/** A person (admin or user), a room listing or a roommate post. */
export type AuditSubjectKind = 'person' | 'room' | 'roommate';

export interface AuditSubjectRef {
  kind: AuditSubjectKind;
  id: string;
}

export interface AuditSubject {
  /** The person's name or the post's title ("Bright double in East Ham", a roommate post's poster). */
  name: string;
  /** What the post's link is built from (a roommate post's requirements); '' for a person. */
  slugText: string;
}

const FIELDS = ['name', 'title', 'userName', 'requirements'];

const pathOf = ({ kind, id }: AuditSubjectRef): string =>
  kind === 'person' ? fsPaths.publicProfile(id) : kind === 'room' ? fsPaths.roomListing(id) : fsPaths.roommateRequest(id);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function toSubject(kind: AuditSubjectKind) {
  return ({ data }: RawDoc): AuditSubject => {
    if (kind === 'person') return { name: text(data.name), slugText: '' };
    if (kind === 'room') return { name: text(data.title), slugText: text(data.title) };
    return { name: text(data.userName), slugText: text(data.requirements) };
  };
}

/** Each subject in the order asked, null where the document is gone (a deleted post or account). */
export async function fetchAuditSubjects(refs: readonly AuditSubjectRef[]): Promise<(AuditSubject | null)[]> {
  if (refs.length === 0) return [];
  const documents = await getDocuments(refs.map(pathOf), (doc) => doc, FIELDS);
  return documents.map((doc, index) => {
    const ref = refs[index];
    return doc && ref ? toSubject(ref.kind)(doc) : null;
  });
}
