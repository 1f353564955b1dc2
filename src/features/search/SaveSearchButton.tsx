import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { toast } from '@/components/ui/toast';
import { SAVED_SEARCHES } from './messages';
import { useAuthDialogs } from '@/features/auth';
import { useSession } from '@/session/useSession';
import type { PostKind } from '@/data/collections/posts';

// The dialog (modal, form, write) loads on first click: Browse is many visitors' first page.
const SaveSearchDialog = lazy(() => import('./SaveSearchDialog').then((module) => ({ default: module.SaveSearchDialog })));

export interface SaveSearchButtonProps {
  kind: PostKind;
  /** The filters as their canonical query string. */
  query: string;
  suggestedName: string;
}

/** "Save search": names the current filters for a signed-in user; asks guests to log in. */
export function SaveSearchButton({ kind, query, suggestedName }: SaveSearchButtonProps) {
  const { status, user } = useSession();
  const { openDialog } = useAuthDialogs();
  const [open, setOpen] = useState(false);
  const uid = status === 'signed-in' ? (user?.uid ?? null) : null;

  const onClick = () => {
    if (uid) {
      setOpen(true);
      return;
    }
    toast.info(SAVED_SEARCHES.logInToSave);
    openDialog('auth');
  };

  return (
    <>
      <Button variant="secondary" onClick={onClick} disabled={status === 'loading'}>
        {SAVED_SEARCHES.save}
      </Button>
      {uid && open ? (
        <Suspense fallback={null}>
          <SaveSearchDialog uid={uid} kind={kind} query={query} suggestedName={suggestedName} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
