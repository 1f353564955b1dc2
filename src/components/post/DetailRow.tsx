import type { ReactNode } from 'react';

export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">{children}</dl>;
}

export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="border-b border-slate-200 pb-2 dark:border-slate-700">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-base text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}
