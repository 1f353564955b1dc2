import { useState } from 'react';
import { fetchAuditLogPage, type AuditEntry } from '@/data';
import { relativeTime } from '@/lib/dates';
import { useCursorPages } from '@/lib/useCursorPages';
import { ListStates } from '../components/ListStates';
import { AUDIT_ACTION_LABELS, AUDIT_LOG, AUDIT_TARGET_LABELS } from './auditLabels';

const idOf = (entry: AuditEntry) => entry.id;

/** The audit log: every admin action, 10 a page, newest first (read only: the rules allow no edits). */
export function AuditLogSection() {
  const pages = useCursorPages(fetchAuditLogPage, idOf);
  const [now] = useState(() => new Date());
  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <h3 id="audit-heading" className="text-xl font-bold text-slate-900 dark:text-white">
        {AUDIT_LOG.heading}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">{AUDIT_LOG.intro}</p>
      <ListStates
        loading={pages.loading}
        error={pages.error}
        empty={pages.items.length === 0}
        emptyText={AUDIT_LOG.empty}
        onRetry={pages.reload}
        hasMore={pages.hasMore}
        loadingMore={pages.loadingMore}
        onLoadMore={pages.loadMore}
      >
        <ul aria-labelledby="audit-heading" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
          {pages.items.map((entry) => (
            <AuditRow key={entry.id} entry={entry} now={now} />
          ))}
        </ul>
      </ListStates>
    </section>
  );
}

function AuditRow({ entry, now }: { entry: AuditEntry; now: Date }) {
  return (
    <li className="space-y-1 p-4">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900 dark:text-white">{AUDIT_ACTION_LABELS[entry.action]}</span>
        <span className="text-slate-700 dark:text-slate-300">
          {AUDIT_TARGET_LABELS[entry.targetKind]} <span className="break-all">{entry.targetId}</span>
        </span>
        <span className="text-xs text-slate-600 dark:text-slate-400">{relativeTime(entry.at, now)}</span>
      </p>
      <p className="text-xs break-all text-slate-600 dark:text-slate-400">
        {AUDIT_LOG.by(entry.actorId)}
        {entry.reportId ? ` · ${AUDIT_LOG.report(entry.reportId)}` : null}
      </p>
      {entry.reason ? <p className="text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-300">{entry.reason}</p> : null}
    </li>
  );
}
