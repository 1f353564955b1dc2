import { usePreviewMarks } from './previewMarks';

/** The gold "Premium" badge; a preview keeps it for a premium owner's post only. */
export function PremiumBadge() {
  const mark = usePreviewMarks();
  return (
    <span
      {...mark?.({ showIf: 'ownerPremium' })}
      className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900 dark:bg-amber-900 dark:text-amber-100"
    >
      <span aria-hidden="true">★</span> Premium
    </span>
  );
}

/** The red FILLED / FOUND badge of an inactive post. */
export function InactiveBadge({ label }: { label: 'FILLED' | 'FOUND' }) {
  return <span className="rounded-md bg-red-700 px-2 py-0.5 text-xs font-extrabold tracking-wide text-white">{label}</span>;
}

/**
 * Card frame: gold border for premium posts; inactive posts get a grey surface (their image is
 * greyed separately, so text keeps its contrast).
 */
export function postCardClass(premium: boolean, inactive: boolean): string {
  const border = premium ? 'border-2 border-amber-500 dark:border-amber-400' : 'border border-slate-200 dark:border-slate-700';
  const surface = inactive ? 'bg-slate-100 dark:bg-slate-800' : 'bg-white dark:bg-slate-900';
  return `group relative flex h-full flex-col overflow-hidden rounded-2xl shadow-sm transition hover:shadow-md ${surface} ${border}`;
}

export const inactiveImageClass = 'grayscale opacity-70';
