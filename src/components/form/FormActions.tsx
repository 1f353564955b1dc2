import { Button } from '@/components/ui/Button';

export interface FormActionsProps {
  /** While the save runs: both buttons are disabled and the submit button says so. */
  busy: boolean;
  onCancel: () => void;
  submitLabel?: string;
}

/** An edit form's closing row: Cancel, then the submit button ("Saving..." while it saves). */
export function FormActions({ busy, onCancel, submitLabel = 'Save Changes' }: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : submitLabel}
      </Button>
    </div>
  );
}
