import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form/FormAlert';
import { SelectField } from '@/components/form/SelectField';
import { TextAreaField } from '@/components/form/TextAreaField';
import { Button } from '@/components/ui/Button';
import { REPORT_NOTE_MAX_LENGTH } from '@/config/constants';
import { REPORT } from './messages';
import { REPORT_REASONS, type ReportReason } from '@/data/collections/reports';

export interface ReportChoice {
  reason: ReportReason;
  note: string;
}

export interface ReportFormProps {
  onSubmit: (choice: ReportChoice) => Promise<void>;
  onCancel: () => void;
  /** The message shown when sending fails (default: REPORT.reportFailed), e.g. a daily limit. */
  failureMessage?: (cause: unknown) => string;
}

/** Reason (fixed list) and an optional note; everything typed stays after a failed send. */
export function ReportForm({ onSubmit, onCancel, failureMessage = () => REPORT.reportFailed }: ReportFormProps) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setReasonError(REPORT.reasonRequired);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit({ reason, note });
    } catch (cause) {
      console.error('Report failed', cause);
      setFailure(failureMessage(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <FormAlert message={failure} />
      <SelectField
        label={REPORT.reasonLabel}
        options={REPORT_REASONS}
        value={reason}
        required
        error={reasonError}
        onChange={(value) => {
          setReason(value);
          if (value) setReasonError(null);
        }}
      />
      <TextAreaField
        label={REPORT.noteLabel}
        hint={REPORT.noteHint(REPORT_NOTE_MAX_LENGTH)}
        maxLength={REPORT_NOTE_MAX_LENGTH}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? REPORT.sending : REPORT.submit}
        </Button>
      </div>
    </form>
  );
}
