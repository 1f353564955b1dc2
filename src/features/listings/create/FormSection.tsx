import { useId, type ReactNode } from 'react';

/** A titled group of form fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-2xl border border-slate-200 p-4 sm:p-5 dark:border-slate-700">
      <h3 id={id} className="text-lg font-bold text-slate-900 dark:text-white">
        {title}
      </h3>
      {children}
    </section>
  );
}
