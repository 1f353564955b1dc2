import { SAFETY } from '@/config/postMessages';

/** The scam-safety tips shown on every post detail page (room and roommate). */
export function SafetyPanel() {
  return (
    <aside aria-labelledby="safety-heading" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-700 dark:bg-amber-950">
      <h2 id="safety-heading" className="mb-2 flex items-center gap-2 text-lg font-bold text-amber-950 dark:text-amber-100">
        <span aria-hidden="true">⚠</span>
        {SAFETY.panelTitle}
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm text-amber-950 dark:text-amber-100">
        {SAFETY.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </aside>
  );
}
