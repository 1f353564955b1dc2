/** Tailwind class strings shared by the guide components (light + dark, AA contrast). */

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 dark:focus-visible:outline-orange-300';

export const textLink = `font-medium text-orange-700 underline underline-offset-2 hover:text-orange-800 dark:text-orange-300 dark:hover:text-orange-200 ${focusRing}`;

const buttonBase = `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-center font-semibold shadow-sm ${focusRing}`;

export const primaryButton = `${buttonBase} bg-orange-700 text-white hover:bg-orange-800 dark:bg-orange-700 dark:text-white dark:hover:bg-orange-800`;

export const whatsappButton = `${buttonBase} bg-green-700 text-white hover:bg-green-800 dark:bg-green-700 dark:text-white dark:hover:bg-green-800`;

export const secondaryButton = `${buttonBase} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700`;

export const cardSurface =
  'rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-800';

export const headingText = 'text-slate-900 dark:text-slate-100';

export const bodyText = 'text-slate-700 dark:text-slate-300';

export const mutedText = 'text-slate-600 dark:text-slate-300';
