import { useId, type ReactNode } from 'react';

/** A titled group of form fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900">
      <h3 id={headingId} className="text-lg font-bold text-slate-900 dark:text-white">
        {title}
      </h3>
      {children}
    </section>
  );
}
