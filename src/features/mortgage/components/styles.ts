/** Tailwind class strings shared by the dashboard's components (light and dark, AA contrast). */

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 dark:focus-visible:outline-orange-300';

export const cardSurface =
  'rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-800';

export const mutedText = 'text-slate-600 dark:text-slate-300';

export const strongText = 'text-slate-900 dark:text-slate-100';

export const fieldInput = `mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 ${focusRing}`;

export const primaryButton = `inline-flex min-h-11 items-center justify-center rounded-lg bg-orange-700 px-5 py-2 font-semibold text-white hover:bg-orange-800 disabled:cursor-not-allowed disabled:opacity-75 dark:bg-orange-700 dark:text-white dark:hover:bg-orange-800 ${focusRing}`;
