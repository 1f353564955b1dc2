import { useCallback, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { fetchOpenReportsPage } from '@/data';
import type { Report } from '@/data/collections/reports';
import { ConfirmModal } from '../components/ConfirmModal';
import { ListStates } from '../components/ListStates';
import { useBusyAction } from '../hooks/useBusyAction';
import { useCursorPages } from '@/lib/useCursorPages';
import { MODERATION_ADMIN } from '../messages';
import { REPORT_ACTIONS, reportKindLabel, type ReportAction } from './reportActions';
import { ReportRow } from './ReportRow';

interface Pending {
  report: Report;
  action: ReportAction;
}

const idOf = (report: Report) => report.id;

/** The moderation queue: open reports, 10 a page, newest first; each action closes its report. */
export function ModerationSection() {
  const pages = useCursorPages(fetchOpenReportsPage, idOf);
  const { busy, run } = useBusyAction();
  const [pending, setPending] = useState<Pending | null>(null);
  const [now] = useState(() => new Date());

  const perform = useCallback(
    async ({ report, action }: Pending) => {
      const ok = await run(() => REPORT_ACTIONS[action].run(report), MODERATION_ADMIN.actionFailed);
      setPending(null);
      if (!ok) {
        toast.error(MODERATION_ADMIN.actionFailed);
        return;
      }
      pages.remove(report.id);
      toast.success(REPORT_ACTIONS[action].done);
    },
    [run, pages],
  );

  const onAction = (report: Report, action: ReportAction) => {
    if (REPORT_ACTIONS[action].confirm) setPending({ report, action });
    else void perform({ report, action });
  };

  return (
    <section aria-labelledby="moderation-heading" className="space-y-4">
      <h3 id="moderation-heading" className="text-xl font-bold text-slate-900 dark:text-white">
        {MODERATION_ADMIN.heading}
      </h3>
      <ListStates paging={pages} empty={pages.items.length === 0} emptyText={MODERATION_ADMIN.empty}>
        <ul aria-labelledby="moderation-heading" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
          {pages.items.map((report) => (
            <ReportRow key={report.id} report={report} now={now} disabled={busy} onAction={(action) => onAction(report, action)} />
          ))}
        </ul>
      </ListStates>
      <ConfirmModal
        open={Boolean(pending)}
        title={pending ? `${REPORT_ACTIONS[pending.action].label}: ${reportKindLabel(pending.report.kind)}?` : ''}
        confirmLabel={pending ? REPORT_ACTIONS[pending.action].label : ''}
        busy={busy}
        danger
        onConfirm={() => pending && void perform(pending)}
        onCancel={() => setPending(null)}
      >
        <p>{pending ? REPORT_ACTIONS[pending.action].confirm : null}</p>
      </ConfirmModal>
    </section>
  );
}
