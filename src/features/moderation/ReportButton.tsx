import { Suspense, lazy, useState } from 'react';
import { ACTION_BUTTON_CLASS } from '@/components/ui/Button';
import type { ReportInput } from '@/data/collections/reports';
import { REPORT } from './messages';
import { useAuthDialogs } from '@/features/auth';
import { useSession } from '@/session/useSession';

// The dialog and its form load the first time someone opens it, not with every post page.
const ReportDialog = lazy(() => import('./ReportDialog'));

export interface ReportButtonProps {
  /** What is reported, minus the reporter's choices. */
  target: Omit<ReportInput, 'reason' | 'note'>;
  /** Completes "Report …" in the dialog title and the button's accessible name, e.g. "this listing". */
  what: string;
  className?: string;
}

/**
 * "Report" on a listing, a roommate profile or a chat: a reason and an optional note go to the
 * moderators' queue. Hidden on one's own posts; guests are asked to log in first.
 */
export function ReportButton({ target, what, className = '' }: ReportButtonProps) {
  const { user, status } = useSession();
  if (user && user.uid === target.targetUserId) return null;
  const label = REPORT.reportTitle(what);
  // While a returning session restores, a click must not be taken for a guest's (login modal).
  if (status === 'loading') return <ReportTrigger label={label} className={className} disabled onClick={() => undefined} />;
  if (status !== 'signed-in' || !user) return <GuestReportButton label={label} className={className} />;
  return <SignedInReportButton target={target} label={label} reporterId={user.uid} className={className} />;
}

function ReportTrigger({ label, className, onClick, disabled = false }: { label: string; className: string; onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" onClick={onClick} disabled={disabled} aria-label={label} className={`${ACTION_BUTTON_CLASS} ${className}`}>
      <span aria-hidden="true">⚑</span>
      <span>{REPORT.reportButton}</span>
    </button>
  );
}

function GuestReportButton({ label, className }: { label: string; className: string }) {
  const { openDialog } = useAuthDialogs();
  return <ReportTrigger label={label} className={className} onClick={() => openDialog('auth')} />;
}

function SignedInReportButton({ target, label, reporterId, className }: { target: ReportButtonProps['target']; label: string; reporterId: string; className: string }) {
  const [open, setOpen] = useState(false);
  // Stays mounted once opened: closing the dialog (not unmounting it) returns focus to the button.
  const [used, setUsed] = useState(false);
  const show = () => {
    setUsed(true);
    setOpen(true);
  };
  return (
    <>
      <ReportTrigger label={label} className={className} onClick={show} />
      {used ? (
        <Suspense fallback={null}>
          <ReportDialog open={open} title={label} target={target} reporterId={reporterId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
