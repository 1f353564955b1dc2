import { FormAlert } from '@/components/form/FormAlert';
import { Button } from '@/components/ui/Button';

export function EditFormActions({ busy, error, onCancel }: { busy: boolean; error: string | null; onCancel: () => void }) {
  return (
    <div className="space-y-3 pt-2">
      <FormAlert message={error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </div>
  );
}

export const REQUIRED_FIELDS_MISSING = 'Please fill in all required fields.';
