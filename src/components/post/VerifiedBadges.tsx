import { VERIFICATION } from '@/config/messages';

export interface VerifiedContact {
  emailVerified: boolean;
  phoneVerified: boolean;
}

function VerifiedBadge({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
      <span aria-hidden="true">✓</span>
      <span>{label}</span>
    </span>
  );
}

/**
 * "Email verified" / "Phone verified" for cards and detail pages. Presentational: callers pass
 * values that come from an ID token's claims (the owner's own token, or, once posts carry them,
 * fields the rules checked against the poster's token). Renders nothing when neither is verified.
 */
export function VerifiedBadges({ emailVerified, phoneVerified }: VerifiedContact) {
  if (!emailVerified && !phoneVerified) return null;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {emailVerified ? <VerifiedBadge label={VERIFICATION.emailVerified} /> : null}
      {phoneVerified ? <VerifiedBadge label={VERIFICATION.phoneVerified} /> : null}
    </span>
  );
}
