/**
 * Contact details and off-platform / pay-first requests in a post's title or description, found by
 * the chat's detector (`src/lib/scamSignals.ts`, reused as is). This wrapper only adds evidence:
 * which field, which signals, and the sentences that trigger them.
 */
import { detectScamSignals, type ScamSignal } from '@/lib/scamSignals';

export interface ContactInTextEvidence {
  field: 'title' | 'description';
  signals: ScamSignal[];
  /** The sentences (or lines) that trigger the detector; the whole field if only their mix does. */
  excerpts: string[];
}

const SENTENCE_END = /(?<=[.!?])\s+|\n+/;

function evidenceFor(field: ContactInTextEvidence['field'], text: string): ContactInTextEvidence | null {
  const signals = detectScamSignals(text);
  if (signals.length === 0) return null;
  const sentences = text
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const excerpts = sentences.filter((sentence) => detectScamSignals(sentence).length > 0);
  return { field, signals, excerpts: excerpts.length > 0 ? excerpts : [text.trim()] };
}

export function contactInText(post: { title: string; description: string }): ContactInTextEvidence[] {
  return [evidenceFor('title', post.title), evidenceFor('description', post.description)].filter(
    (evidence): evidence is ContactInTextEvidence => evidence !== null,
  );
}
