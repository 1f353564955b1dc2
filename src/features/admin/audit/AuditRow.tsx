import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { AuditEntry, AuditSubject, AuditSubjectRef } from '@/data';
import { relativeTime } from '@/lib/dates';
import { AUDIT_ACTION_LABELS, AUDIT_LOG, AUDIT_TARGET_LABELS } from './auditLabels';
import { subjectsOf } from './useAuditSubjects';

type Lookup = (ref: AuditSubjectRef) => AuditSubject | null | undefined;

const linkClass = 'font-semibold text-orange-800 underline underline-offset-2 dark:text-orange-300';

/** A person's name, or "deleted account"; "…" while it loads. */
function PersonName({ subject }: { subject: AuditSubject | null | undefined }) {
  if (subject === undefined) return <span aria-busy="true">{AUDIT_LOG.loadingName}</span>;
  return <span className="font-semibold text-slate-900 dark:text-white">{subject?.name || AUDIT_LOG.deletedAccount}</span>;
}

/** The post's title linked to it, or "deleted post"; a user's name; nothing more for a report. */
function TargetName({ target, subject }: { target: AuditSubjectRef | null; subject: AuditSubject | null | undefined }) {
  if (!target) return null;
  if (target.kind === 'person') return <PersonName subject={subject} />;
  if (subject === undefined) return <span aria-busy="true">{AUDIT_LOG.loadingName}</span>;
  if (subject === null) return <span className="italic">{AUDIT_LOG.deletedPost}</span>;
  const href = target.kind === 'room' ? paths.room(subject.slugText, target.id) : paths.roommate(subject.slugText, target.id);
  return (
    <Link to={href} className={linkClass}>
      {subject.name || AUDIT_LOG.deletedPost}
    </Link>
  );
}

/** One id to copy: whole on one line (scrolled, never broken mid-word), selected with one tap. */
function IdLine({ label, id }: { label: string; id: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="overflow-x-auto">
        <code className="font-mono text-xs whitespace-nowrap text-slate-800 select-all dark:text-slate-200">{id}</code>
      </dd>
    </div>
  );
}

/** "Approved room listing <title> 5 min ago by <admin>", the reason, and the ids in a detail. */
export function AuditRow({ entry, now, lookup }: { entry: AuditEntry; now: Date; lookup: Lookup }) {
  const { actor, target } = subjectsOf(entry);
  return (
    <li className="space-y-1 p-4">
      <p className="text-slate-700 dark:text-slate-300">
        <span className="font-semibold text-slate-900 dark:text-white">{AUDIT_ACTION_LABELS[entry.action]}</span> {AUDIT_TARGET_LABELS[entry.targetKind]}{' '}
        <TargetName target={target} subject={target ? lookup(target) : null} /> {AUDIT_LOG.by} <PersonName subject={lookup(actor)} />
        {entry.reportId ? ` ${AUDIT_LOG.fromReport}` : null}
        <span className="ml-2 text-xs whitespace-nowrap text-slate-600 dark:text-slate-400">{relativeTime(entry.at, now)}</span>
      </p>
      {entry.reason ? <p className="text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-300">{entry.reason}</p> : null}
      <details className="text-sm">
        <summary className="cursor-pointer text-slate-700 dark:text-slate-300">{AUDIT_LOG.ids}</summary>
        <dl className="mt-2 grid gap-2 sm:grid-cols-2">
          <IdLine label={AUDIT_LOG.idLabels.target} id={entry.targetId} />
          <IdLine label={AUDIT_LOG.idLabels.actor} id={entry.actorId} />
          {entry.reportId ? <IdLine label={AUDIT_LOG.idLabels.report} id={entry.reportId} /> : null}
          <IdLine label={AUDIT_LOG.idLabels.entry} id={entry.id} />
        </dl>
      </details>
    </li>
  );
}
