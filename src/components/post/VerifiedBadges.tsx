import { VERIFICATION } from '@/config/messages';
import { usePreviewMarks } from './previewMarks';

export interface VerifiedContact {
  emailVerified: boolean;
  phoneVerified: boolean;
}

function VerifiedBadge({ label, field }: { label: string; field: string }) {
  const mark = usePreviewMarks();
  return (
    <span
      {...mark?.({ showIf: field })}
      className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100"
    >
      <span aria-hidden="true">✓</span>
      <span>{label}</span>
    </span>
  );
}

/**
 * "Email verified" / "Phone verified" for cards and detail pages. Presentational: callers pass
 * values that come from an ID token's claims (the owner's own token, or, once posts carry them,
 * fields the rules checked against the poster's token). Renders nothing when neither is verified.
 * A preview keeps each badge, and the row, for the post's verified contacts.
 */
export function VerifiedBadges({ emailVerified, phoneVerified }: VerifiedContact) {
  const mark = usePreviewMarks();
  if (!emailVerified && !phoneVerified) return null;
  return (
    <span {...mark?.({ showIf: 'verified' })} className="inline-flex flex-wrap gap-1">
      {emailVerified ? <VerifiedBadge label={VERIFICATION.emailVerified} field="ownerVerified.email" /> : null}
      {phoneVerified ? <VerifiedBadge label={VERIFICATION.phoneVerified} field="ownerVerified.phone" /> : null}
    </span>
  );
}
