import type { ReactNode } from 'react';
import { formatGBPExact } from '@/lib/format';
import type { LawFinding } from '@/lib/lettingLaw/types';
import { LETTING_LAW } from '@/lib/lettingLaw/messages';

/** The id of the room page's law warning, which each flagged figure links to. */
export const LAW_WARNING_ID = 'law-warning';

/**
 * A link to the law warning. It scrolls and moves focus itself: a change of the URL's hash would
 * be a navigation, and the room page would render again from the top.
 */
export function LawWarningLink({ className, testId, children }: { className: string; testId?: string; children: ReactNode }) {
  return (
    <a
      href={`#${LAW_WARNING_ID}`}
      data-testid={testId}
      className={className}
      onClick={(event) => {
        const warning = document.getElementById(LAW_WARNING_ID);
        if (!warning) return;
        event.preventDefault();
        warning.scrollIntoView({ block: 'start' });
        warning.focus({ preventScroll: true });
      }}
    >
      {children}
    </a>
  );
}

/**
 * "What this listing asks breaks the law", before the room's description: each rule the listing
 * breaks, with the money asked against the legal limit. Nothing when it breaks none.
 */
export function LawWarning({ findings }: { findings: readonly LawFinding[] }) {
  if (findings.length === 0) return null;
  return (
    <section
      id={LAW_WARNING_ID}
      aria-labelledby={`${LAW_WARNING_ID}-heading`}
      data-testid="law-warning"
      tabIndex={-1}
      className="scroll-mt-24 rounded-2xl border border-red-300 bg-red-50 p-4 dark:border-red-800 dark:bg-red-950"
    >
      <h2 id={`${LAW_WARNING_ID}-heading`} className="flex items-center gap-2 text-base font-bold text-red-900 dark:text-red-100">
        <span aria-hidden="true">⚠</span>
        {LETTING_LAW.beforeYouPay.breaks}
      </h2>
      <ul className="mt-2 list-disc space-y-2 pl-5 text-sm text-slate-900 dark:text-slate-100">
        {findings.map((finding) => (
          <li key={`${finding.rule.id}-${finding.field}`}>
            {finding.message}
            {finding.kind === 'money' ? (
              <span className="block font-semibold">{LETTING_LAW.beforeYouPay.asked(formatGBPExact(finding.asked), formatGBPExact(finding.limit))}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
