import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form/FormAlert';
import { TextField } from '@/components/form/TextField';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { toast } from '@/components/ui/toast';
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_NAME_MAX_LENGTH } from '@/config/constants';
import { SAVED_SEARCHES } from './messages';
import { createSavedSearch } from '@/data';
import type { PostKind } from '@/data/collections/posts';
import { useSavedSearches } from './useSavedSearches';
import { isBlank } from '@/lib/blank';

export interface SaveSearchDialogProps {
  uid: string;
  kind: PostKind;
  query: string;
  suggestedName: string;
  onClose: () => void;
}

/** Names and saves the current filters; the name stays as typed if saving fails. */
export function SaveSearchDialog({ uid, kind, query, suggestedName, onClose }: SaveSearchDialogProps) {
  const existing = useSavedSearches(uid);
  const [name, setName] = useState(() => suggestedName.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH));
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (isBlank(name)) {
      setNameError(SAVED_SEARCHES.nameRequired);
      return;
    }
    setNameError(null);
    if ((existing.value?.length ?? 0) >= MAX_SAVED_SEARCHES) {
      setFailure(SAVED_SEARCHES.limitReached(MAX_SAVED_SEARCHES));
      return;
    }
    setSaving(true);
    try {
      await createSavedSearch(uid, { name, kind, query });
      toast.success(SAVED_SEARCHES.saved);
      onClose();
    } catch (cause) {
      console.error('Saving the search failed', cause);
      setFailure(SAVED_SEARCHES.failed);
      setSaving(false);
    }
  };

  return (
    <Modal open title={SAVED_SEARCHES.dialogTitle} onClose={onClose} size="sm">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <TextField
          label={SAVED_SEARCHES.nameLabel}
          required
          autoFocus
          maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
          value={name}
          error={nameError}
          onChange={(event) => setName(event.target.value)}
        />
        <FormAlert message={failure} />
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving || existing.loading}>
            {saving ? 'Saving...' : SAVED_SEARCHES.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
