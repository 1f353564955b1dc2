import { SAFETY } from '@/config/postMessages';
import { detectScamSignals, type ScamSignal } from '@/lib/scamSignals';

const WARNING_TEXT: Record<ScamSignal, string> = {
  'upfront-payment': SAFETY.upfrontPayment,
  'off-platform': SAFETY.offPlatform,
  'identity-documents': SAFETY.identityDocuments,
};

/** Inline warnings under a chat message that looks like a scam pattern; nothing otherwise. */
export function ScamWarning({ text }: { text: string }) {
  const signals = detectScamSignals(text);
  if (signals.length === 0) return null;
  return (
    <div role="note" className="mt-1 max-w-[80%] space-y-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      {signals.map((signal) => (
        <p key={signal}>
          <span aria-hidden="true">⚠ </span>
          {WARNING_TEXT[signal]}
        </p>
      ))}
    </div>
  );
}
