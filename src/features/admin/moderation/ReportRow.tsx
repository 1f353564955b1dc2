import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { canHidePost } from '@/data';
import { paths } from '@/config/paths';
import { relativeTime } from '@/lib/dates';
import type { Report } from '@/data/collections/reports';
import { REPORT_ACTIONS, reportKindLabel, type ReportAction } from './reportActions';

export interface ReportRowProps {
  report: Report;
  now: Date;
  disabled: boolean;
  onAction: (action: ReportAction) => void;
}

/** Where an admin can look at the reported post (conversations are read in Overview). */
function targetLink(report: Report): string | null {
  if (report.kind === 'room') return paths.room('', report.targetId);
  if (report.kind === 'roommate') return paths.roommate('', report.targetId);
  return null;
}

export function ReportRow({ report, now, disabled, onAction }: ReportRowProps) {
  const link = targetLink(report);
  const kind = reportKindLabel(report.kind);
  const actions: ReportAction[] = canHidePost(report.kind) ? ['dismiss', 'hide', 'mark'] : ['dismiss', 'mark'];
  return (
    <li className="flex flex-col gap-3 p-4 lg:flex-row lg:items-start">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-900 dark:bg-red-900 dark:text-red-100">{report.reason}</span>
          <span className="font-semibold text-slate-900 dark:text-white">{kind}</span>
          <span className="text-xs text-slate-600 dark:text-slate-400">{relativeTime(report.createdAt, now)}</span>
        </p>
        {report.note ? <p className="text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-300">{report.note}</p> : null}
        <p className="text-xs break-all text-slate-600 dark:text-slate-400">
          {link ? (
            <Link to={link} className="font-semibold text-orange-800 underline hover:text-orange-900 dark:text-orange-300 dark:hover:text-orange-200">
              Open the reported {kind.toLowerCase()}
            </Link>
          ) : (
            <>Conversation {report.targetId}</>
          )}{' '}
          · reported user {report.targetUserId}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button key={action} variant={action === 'dismiss' ? 'secondary' : 'danger'} disabled={disabled} onClick={() => onAction(action)}>
            {REPORT_ACTIONS[action].label}
            <span className="sr-only"> ({report.reason}, {kind})</span>
          </Button>
        ))}
      </div>
    </li>
  );
}
