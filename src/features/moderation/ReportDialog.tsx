import { Modal } from '@/components/ui/Modal';
import { toast } from '@/components/ui/toast';
import { MODERATION } from '@/config/messages';
import { createReport } from '@/data';
import type { ReportInput } from '@/types/domain';
import { ReportForm, type ReportChoice } from './ReportForm';

export interface ReportDialogProps {
  open: boolean;
  title: string;
  target: Omit<ReportInput, 'reason' | 'note'>;
  reporterId: string;
  onClose: () => void;
}

/** The report dialog: a reason and an optional note, sent to the moderators' queue. */
export default function ReportDialog({ open, title, target, reporterId, onClose }: ReportDialogProps) {
  const submit = async ({ reason, note }: ReportChoice) => {
    await createReport(reporterId, { ...target, reason, note });
    onClose();
    toast.success(MODERATION.reportSent);
  };
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <ReportForm onSubmit={submit} onCancel={onClose} />
    </Modal>
  );
}
