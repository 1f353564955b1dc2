import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no confirmation in the shared Modal (focus contained, Escape cancels). */
export function ConfirmModal({ open, title, children, confirmLabel, busyLabel = 'Working...', busy = false, danger = false, onConfirm, onCancel }: ConfirmModalProps) {
  return (
    <Modal open={open} title={title} onClose={() => !busy && onCancel()} size="sm">
      <div className="space-y-3 text-slate-700 dark:text-slate-300">{children}</div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
