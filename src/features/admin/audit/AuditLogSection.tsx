import { useState } from 'react';
import { fetchAuditLogPage, type AuditEntry } from '@/data';
import { useCursorPages } from '@/lib/useCursorPages';
import { ListStates } from '../components/ListStates';
import { AUDIT_LOG } from './auditLabels';
import { AuditRow } from './AuditRow';
import { useAuditSubjects } from './useAuditSubjects';

const idOf = (entry: AuditEntry) => entry.id;

/**
 * The audit log: every admin action, 10 a page, newest first (read only: the rules allow no
 * edits), by the admin's name on the post's linked title; the ids in each entry's detail.
 */
export function AuditLogSection() {
  const pages = useCursorPages(fetchAuditLogPage, idOf);
  const lookup = useAuditSubjects(pages.items);
  const [now] = useState(() => new Date());
  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <h3 id="audit-heading" className="text-xl font-bold text-slate-900 dark:text-white">
        {AUDIT_LOG.heading}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">{AUDIT_LOG.intro}</p>
      <ListStates paging={pages} empty={pages.items.length === 0} emptyText={AUDIT_LOG.empty}>
        <ul aria-labelledby="audit-heading" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
          {pages.items.map((entry) => (
            <AuditRow key={entry.id} entry={entry} now={now} lookup={lookup} />
          ))}
        </ul>
      </ListStates>
    </section>
  );
}
