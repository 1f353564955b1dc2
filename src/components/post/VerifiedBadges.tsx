import { VERIFICATION } from '@/config/messages';

export interface VerifiedContact {
  emailVerified: boolean;
  phoneVerified: boolean;
}

function VerifiedBadge({ label, previewIf }: { label: string; previewIf?: string }) {
  return (
    <span
      data-preview-if={previewIf}
      className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100"
    >
      <span aria-hidden="true">✓</span>
      <span>{label}</span>
    </span>
  );
}

/** Post fields the app shell's preview templates check to keep each badge (src/app/firstPaint/earlyPreview.ts). */
const PREVIEW_IF = { email: 'ownerVerified.email', phone: 'ownerVerified.phone', either: 'ownerVerified.email|ownerVerified.phone' } as const;

/**
 * "Email verified" / "Phone verified" for cards and detail pages. Presentational: callers pass
 * values that come from an ID token's claims (the owner's own token, or, once posts carry them,
 * fields the rules checked against the poster's token). Renders nothing when neither is verified.
 * `preview`: rendered into a preview template, each badge names the field that keeps it.
 */
export function VerifiedBadges({ emailVerified, phoneVerified, preview = false }: VerifiedContact & { preview?: boolean }) {
  if (!emailVerified && !phoneVerified) return null;
  return (
    <span data-preview-if={preview ? PREVIEW_IF.either : undefined} className="inline-flex flex-wrap gap-1">
      {emailVerified ? <VerifiedBadge label={VERIFICATION.emailVerified} previewIf={preview ? PREVIEW_IF.email : undefined} /> : null}
      {phoneVerified ? <VerifiedBadge label={VERIFICATION.phoneVerified} previewIf={preview ? PREVIEW_IF.phone : undefined} /> : null}
    </span>
  );
}
