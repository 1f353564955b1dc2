import { LETTING_LAW } from '@/lib/lettingLaw/messages';
import type { LawFinding } from '@/lib/lettingLaw/types';

export interface LawNotesProps {
  id: string;
  findings: readonly LawFinding[];
  fields: ReadonlyArray<LawFinding['field']>;
}

/**
 * A money field's aria attributes with its letting-law notes: described by its hint, its error and
 * the notes (FormField's own list plus the notes' id); invalid while a hard rule is broken.
 */
export function lawControlProps(
  field: LawFinding['field'],
  ids: { control: string; notes: string },
  findings: readonly LawFinding[],
  shown: { hint?: string | undefined; error?: string | undefined },
) {
  const controlId = ids.control;
  const notesId = ids.notes;
  const broken = findings.some((finding) => finding.field === field && finding.rule.severity === 'hard');
  return {
    'aria-describedby': [shown.hint ? `${controlId}-hint` : null, shown.error ? `${controlId}-error` : null, notesId].filter(Boolean).join(' '),
    'aria-invalid': shown.error || broken ? (true as const) : undefined,
  };
}

/**
 * The letting-law checks of one field, live as the owner types (a polite live region, present even
 * when empty so screen readers announce what appears). Hard rules in red, wording for review in amber.
 */
export function LawNotes({ id, findings, fields }: LawNotesProps) {
  const shown = findings.filter((finding) => fields.includes(finding.field));
  return (
    <div id={id} aria-live="polite" data-testid={id}>
      {shown.map((finding) => (
        <p
          key={`${finding.rule.id}-${finding.field}`}
          className={finding.rule.severity === 'hard' ? 'mt-1 text-sm text-red-700 dark:text-red-400' : 'mt-1 text-sm text-amber-800 dark:text-amber-300'}
        >
          {finding.message}
          {finding.rule.severity === 'review' ? ` ${LETTING_LAW.reviewNote}` : null}
        </p>
      ))}
    </div>
  );
}
