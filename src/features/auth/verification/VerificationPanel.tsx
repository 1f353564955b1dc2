import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/Button';
import { VERIFY_PANEL_ID } from '@/components/post/ModerationNotice';
import { VerifiedBadges } from '@/components/post/VerifiedBadges';
import { CONTACT_VERIFICATION } from '../messages';
import { sendVerificationEmail } from '@/data';
import { useSession } from '@/session/useSession';
import { PhoneVerification } from './PhoneVerification';
import { useTokenVerification } from './useTokenVerification';

const rowClass = 'flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-3 dark:border-slate-700';

/**
 * "Verify your account" on the owner's and seeker's own tabs: email and phone state read from
 * the ID token, with a resend link, a re-check after opening the link, and phone verification.
 * Renders nothing once both are verified (the badges then show in the heading row instead).
 */
export function VerificationPanel() {
  const { user, profile } = useSession();
  const verification = useTokenVerification();
  const [busy, setBusy] = useState(false);
  const [phoneOpen, setPhoneOpen] = useState(false);

  if (!verification.ready || !user) return null;
  if (verification.emailVerified && verification.phoneVerified) {
    return <VerifiedBadges emailVerified phoneVerified />;
  }

  const run = async (action: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      console.error('Verification action failed', error);
      toast.error(failure);
    } finally {
      setBusy(false);
    }
  };

  const resend = () => run(async () => {
    await sendVerificationEmail();
    toast.success(CONTACT_VERIFICATION.emailResent);
  }, CONTACT_VERIFICATION.emailSendFailed);

  const recheck = () => run(async () => {
    const next = await verification.refresh();
    if (!next.emailVerified) toast.error(CONTACT_VERIFICATION.emailStillUnverified);
  }, CONTACT_VERIFICATION.refreshFailed);

  return (
    <section id={VERIFY_PANEL_ID} aria-labelledby="verify-heading" className="scroll-mt-24 space-y-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="verify-heading" className="font-semibold text-slate-900 dark:text-white">
          Verify your account
        </h3>
        <VerifiedBadges emailVerified={verification.emailVerified} phoneVerified={verification.phoneVerified} />
      </div>
      {verification.emailVerified ? null : (
        <div className={rowClass}>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <strong>{CONTACT_VERIFICATION.emailUnverified}.</strong> {CONTACT_VERIFICATION.emailSent(user.email)}
          </p>
          <div className="flex gap-2">
            <Button variant="secondary" disabled={busy} onClick={() => void recheck()}>
              I've opened the link
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => void resend()}>
              Resend email
            </Button>
          </div>
        </div>
      )}
      {verification.phoneVerified ? null : (
        <div className={rowClass}>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <strong>{CONTACT_VERIFICATION.phoneUnverified}.</strong> {CONTACT_VERIFICATION.phoneWhy}
          </p>
          {phoneOpen ? (
            <div className="w-full">
              <PhoneVerification initialPhone={profile?.phoneNumber ?? ''} onVerified={() => void toast.success(CONTACT_VERIFICATION.phoneVerifiedDone)} />
            </div>
          ) : (
            <Button variant="secondary" onClick={() => setPhoneOpen(true)}>
              Verify phone
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
