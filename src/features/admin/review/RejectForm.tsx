import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { REJECTION_REASONS } from '@/config/constants';
import { REVIEW } from '../messages';
import type { RejectionReason } from '@/data/collections/posts';

export interface RejectFormProps {
  title: string;
  busy: boolean;
  onReject: (reason: RejectionReason) => void;
  onCancel: () => void;
}

/** Reject with a reason from the fixed list (the owner sees it). */
export function RejectForm({ title, busy, onReject, onCancel }: RejectFormProps) {
  const id = useId();
  const [reason, setReason] = useState<RejectionReason>(REJECTION_REASONS[0]);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onReject(reason);
      }}
    >
      <label htmlFor={id} className="flex flex-col gap-1 text-sm font-semibold text-slate-900 dark:text-white">
        {REVIEW.reasonLabel}
        <select
          id={id}
          value={reason}
          onChange={(event) => setReason(REJECTION_REASONS.find((value) => value === event.target.value) ?? REJECTION_REASONS[0])}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
        >
          {REJECTION_REASONS.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="danger" disabled={busy}>
        {busy ? REVIEW.rejecting : REVIEW.rejectConfirm}
        <span className="sr-only">: {title}</span>
      </Button>
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
    </form>
  );
}
