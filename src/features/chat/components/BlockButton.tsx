import { useState } from 'react';
import { blockUser, unblockUser } from '@/data';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { toast } from '@/components/ui/toast';
import { BLOCK } from '../messages';

export interface BlockButtonProps {
  myUid: string;
  otherUid: string;
  otherName: string;
  blocked: boolean;
}

/** Block (after a confirmation) or unblock the other participant of a chat. */
export function BlockButton({ myUid, otherUid, otherName, blocked }: BlockButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (block: boolean) => {
    setBusy(true);
    try {
      await (block ? blockUser(myUid, otherUid) : unblockUser(myUid, otherUid));
      setConfirming(false);
      toast.success(block ? BLOCK.blocked(otherName) : BLOCK.unblocked(otherName));
    } catch (cause) {
      console.error('Block update failed', cause);
      toast.error(BLOCK.blockFailed);
    } finally {
      setBusy(false);
    }
  };

  if (blocked) {
    return (
      <Button variant="secondary" disabled={busy} onClick={() => void run(false)}>
        {BLOCK.unblock}
        <span className="sr-only"> {otherName}</span>
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {BLOCK.block}
        <span className="sr-only"> {otherName}</span>
      </Button>
      <Modal open={confirming} title={BLOCK.blockConfirmTitle(otherName)} onClose={() => !busy && setConfirming(false)} size="sm">
        <p className="text-slate-700 dark:text-slate-300">{BLOCK.blockConfirmBody}</p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void run(true)} disabled={busy}>
            {busy ? 'Working...' : BLOCK.block}
          </Button>
        </div>
      </Modal>
    </>
  );
}
