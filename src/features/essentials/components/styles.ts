/** Tailwind class strings of the essentials page (light + dark, AA contrast). */

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 dark:focus-visible:outline-orange-300';

export const textLink = `font-medium text-orange-700 underline underline-offset-2 hover:text-orange-800 dark:text-orange-300 dark:hover:text-orange-200 ${focusRing}`;

export const primaryButton = `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-orange-700 px-5 py-2.5 text-center font-semibold text-white shadow-sm hover:bg-orange-800 dark:bg-orange-700 dark:text-white dark:hover:bg-orange-800 ${focusRing}`;

export const cardSurface =
  'rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-800';
