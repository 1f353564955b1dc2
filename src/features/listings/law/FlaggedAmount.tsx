import { formatGBPExact } from '@/lib/format';
import { LETTING_LAW } from '@/lib/lettingLaw/messages';
import type { LawFinding, MoneyField } from '@/lib/lettingLaw/types';
import { LawWarningLink } from './LawWarning';

/**
 * A figure on the room page and, when the letting-law check finds it above its legal limit, a flag
 * beside it that names the limit and leads to the law warning.
 */
export function FlaggedAmount({ amount, field, findings }: { amount: string; field: MoneyField; findings: readonly LawFinding[] }) {
  const finding = findings.find((candidate) => candidate.kind === 'money' && candidate.field === field);
  return (
    <>
      {amount}
      {finding?.kind === 'money' ? (
        <LawWarningLink
          testId={`law-flag-${field}`}
          className="mt-1 flex w-fit items-center gap-1 rounded-md bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-900 underline-offset-2 hover:underline dark:bg-red-900 dark:text-red-50"
        >
          <span aria-hidden="true">⚠</span>
          {LETTING_LAW.aboveLimitFlag(formatGBPExact(finding.limit))}
        </LawWarningLink>
      ) : null}
    </>
  );
}
