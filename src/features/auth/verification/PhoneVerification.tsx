import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/form/TextField';
import { AUTH_TEXT, CONTACT_VERIFICATION, phoneVerificationErrorMessage } from '../messages';
import { authErrorCode, sendPhoneCode, type PhoneCodeSent } from '@/data';
import { toE164 } from './phoneNumber';

interface Props {
  initialPhone?: string;
  /** Called with the number as typed once the phone is linked and the ID token carries it. */
  onVerified: (phone: string) => void | Promise<void>;
}

/**
 * Two steps: text a code to the number, then link the phone to the account with that code.
 * The number typed stays in state on failure, and a new code can be sent at any time.
 */
export function PhoneVerification({ initialPhone = '', onVerified }: Props) {
  const [phone, setPhone] = useState(initialPhone);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<{ to: string; pending: PhoneCodeSent } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const recaptchaRef = useRef<HTMLDivElement>(null);

  const attempt = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (cause) {
      console.error('Phone verification failed', cause);
      setError(phoneVerificationErrorMessage(authErrorCode(cause)));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = (event?: FormEvent) => {
    event?.preventDefault();
    const e164 = toE164(phone);
    if (!e164) {
      setError(CONTACT_VERIFICATION.invalidPhoneFormat);
      return;
    }
    if (!recaptchaRef.current) return;
    const container = recaptchaRef.current;
    void attempt(async () => {
      setSent({ to: e164, pending: await sendPhoneCode(e164, container) });
      setCode('');
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return;
    if (!/^\d{6}$/.test(code.trim())) {
      setError(CONTACT_VERIFICATION.missingCode);
      return;
    }
    void attempt(async () => {
      await sent.pending.confirm(code);
      try {
        await onVerified(phone.trim());
      } catch (cause) {
        // The phone is linked; only the caller's own save failed (it reports that itself).
        console.error('Saving after phone verification failed', cause);
        setError(AUTH_TEXT.saveDetailsFailed);
      }
    });
  };

  return (
    <div className="space-y-3">
      {sent ? (
        <form onSubmit={confirm} className="space-y-3" noValidate>
          <p className="text-sm text-slate-700 dark:text-slate-300" role="status">
            {CONTACT_VERIFICATION.phoneCodeSent(sent.to)}
          </p>
          <TextField
            label="Verification code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={error}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              {busy ? 'Checking...' : 'Verify phone'}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => sendCode()}>
              Send a new code
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setSent(null)}>
              Change number
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={sendCode} className="space-y-3" noValidate>
          <TextField label="Phone number" type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} error={error} />
          <Button type="submit" variant="secondary" disabled={busy}>
            {busy ? 'Sending...' : 'Text me a code'}
          </Button>
        </form>
      )}
      <div ref={recaptchaRef} />
    </div>
  );
}
