import { useCallback, useEffect, useMemo, useState } from 'react';
import { fetchAuditSubjects, type AuditEntry, type AuditSubject, type AuditSubjectRef } from '@/data';

/** Looked up once per page load: a name found (or found gone) is not read again on the next page. */
const known = new Map<string, AuditSubject | null>();
/** Asked for and not answered yet: a second render does not read them again. */
const asked = new Set<string>();
const keyOf = ({ kind, id }: AuditSubjectRef) => `${kind}/${id}`;

/** Who acted, and what on (a report names no post of its own). */
export function subjectsOf(entry: AuditEntry): { actor: AuditSubjectRef; target: AuditSubjectRef | null } {
  const actor: AuditSubjectRef = { kind: 'person', id: entry.actorId };
  const target: AuditSubjectRef | null =
    entry.targetKind === 'room' ? { kind: 'room', id: entry.targetId }
      : entry.targetKind === 'roommate' ? { kind: 'roommate', id: entry.targetId }
        : entry.targetKind === 'user' ? { kind: 'person', id: entry.targetId }
          : null;
  return { actor, target };
}

/**
 * What each ref of the loaded entries names: a subject, null when gone, undefined while it loads
 * (or when the look-up failed: the row keeps its ids). One batched read per new set of ids.
 */
export function useAuditSubjects(entries: readonly AuditEntry[]): (ref: AuditSubjectRef) => AuditSubject | null | undefined {
  const [names, setNames] = useState<ReadonlyMap<string, AuditSubject | null>>(() => new Map(known));
  const missing = useMemo(() => {
    const refs = new Map<string, AuditSubjectRef>();
    for (const entry of entries) {
      const { actor, target } = subjectsOf(entry);
      for (const ref of target ? [actor, target] : [actor]) if (ref.id && !known.has(keyOf(ref))) refs.set(keyOf(ref), ref);
    }
    return [...refs.values()];
  }, [entries]);

  useEffect(() => {
    // Filtered again here: React's development double effect must not read them twice.
    const todo = missing.filter((ref) => !asked.has(keyOf(ref)));
    if (todo.length === 0) return;
    todo.forEach((ref) => asked.add(keyOf(ref)));
    fetchAuditSubjects(todo)
      .then((found) => {
        todo.forEach((ref, index) => known.set(keyOf(ref), found[index] ?? null));
        setNames(new Map(known));
      })
      .catch((cause: unknown) => {
        todo.forEach((ref) => asked.delete(keyOf(ref)));
        console.error('Could not look up the audit log’s names', cause);
      });
  }, [missing]);

  return useCallback((ref: AuditSubjectRef) => names.get(keyOf(ref)), [names]);
}
