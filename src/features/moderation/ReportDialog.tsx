import { Modal } from '@/components/ui/Modal';
import { toast } from '@/components/ui/toast';
import { REPORTS_PER_DAY } from '@/config/constants';
import { REPORT, REPORT_LIMITS } from './messages';
import { createReport, isRateLimited } from '@/data';
import type { ReportInput } from '@/data/collections/reports';
import { ReportForm, type ReportChoice } from './ReportForm';

export interface ReportDialogProps {
  open: boolean;
  title: string;
  target: Omit<ReportInput, 'reason' | 'note'>;
  reporterId: string;
  onClose: () => void;
}

const reportFailureMessage = (cause: unknown) => (isRateLimited(cause) ? REPORT_LIMITS.tooManyReports(REPORTS_PER_DAY) : REPORT.reportFailed);

/** The report dialog: a reason and an optional note, sent to the moderators' queue. */
export default function ReportDialog({ open, title, target, reporterId, onClose }: ReportDialogProps) {
  const submit = async ({ reason, note }: ReportChoice) => {
    await createReport(reporterId, { ...target, reason, note });
    onClose();
    toast.success(REPORT.reportSent);
  };
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <ReportForm onSubmit={submit} onCancel={onClose} failureMessage={reportFailureMessage} />
    </Modal>
  );
}
