import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { TextField } from '@/components/form/TextField';
import { AUTH_TEXT, CONTACT_VERIFICATION } from '../messages';
import { PhoneVerification } from '../verification/PhoneVerification';

/** "One Last Step": the phone number needed before the pending role can be saved. */
export function PhoneModal({ open, onClose, onSave }: { open: boolean; onClose: () => void; onSave: (phone: string) => Promise<boolean> }) {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [verifying, setVerifying] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!phone.trim()) {
      setError(AUTH_TEXT.invalidPhone);
      toast.error(AUTH_TEXT.invalidPhone);
      return;
    }
    setBusy(true);
    setError(null);
    const ok = await onSave(phone.trim());
    setBusy(false);
    if (!ok) setError(AUTH_TEXT.saveDetailsFailed);
  };

  const saveVerified = async (verifiedPhone: string) => {
    setPhone(verifiedPhone);
    if (!(await onSave(verifiedPhone))) throw new Error(AUTH_TEXT.saveDetailsFailed);
  };

  return (
    <Modal open={open} onClose={onClose} title="One Last Step" size="sm">
      {verifying ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-700 dark:text-slate-300">{CONTACT_VERIFICATION.phoneWhy}</p>
          <PhoneVerification initialPhone={phone} onVerified={saveVerified} />
          <Button variant="ghost" className="w-full" onClick={() => setVerifying(false)}>
            Back: save without verifying
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Add a contact number so the people you talk to can reach you. It is never shown publicly unless you are a premium member.
          </p>
          <TextField label="Phone number" type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} error={error} />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Saving...' : 'Save and continue'}
          </Button>
          <Button variant="secondary" className="w-full" disabled={busy} onClick={() => setVerifying(true)}>
            Verify by text message
          </Button>
        </form>
      )}
    </Modal>
  );
}
