import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { toast } from '@/components/ui/toast';
import { ADMIN_MESSAGES, SUCCESS } from '@/config/messages';
import { syncPublicProfiles } from '@/data';

/** Copies the non-sensitive fields of every private profile to the public collection. */
export function SyncProfilesButton({ onSynced }: { onSynced: () => void }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const sync = async () => {
    setBusy(true);
    setResult(null);
    try {
      const count = await syncPublicProfiles();
      setResult({ ok: true, text: SUCCESS.synced(count) });
      toast.success(SUCCESS.synced(count));
      onSynced();
    } catch (cause) {
      console.error('Profile sync failed', cause);
      setResult({ ok: false, text: ADMIN_MESSAGES.syncFailed });
      toast.error(ADMIN_MESSAGES.syncError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" onClick={() => void sync()} disabled={busy}>
        {busy ? 'Syncing...' : 'Sync profiles'}
      </Button>
      <p role="status" className={`text-sm font-semibold ${result?.ok === false ? 'text-red-700 dark:text-red-400' : 'text-green-800 dark:text-green-300'}`}>
        {result?.text ?? ''}
      </p>
    </div>
  );
}
