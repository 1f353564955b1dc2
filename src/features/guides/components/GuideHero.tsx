import type { ReactNode } from 'react';

export interface GuideHeroProps {
  title: string;
  /** Short line above the title. */
  eyebrow?: string;
  intro: string;
  /** Calls to action shown under the intro. */
  children?: ReactNode;
}

/** The page's one h1 with its introduction and main calls to action. */
export function GuideHero({ title, eyebrow, intro, children }: GuideHeroProps) {
  return (
    <div className="rounded-2xl bg-gradient-to-br from-orange-50 to-amber-100 px-5 py-8 sm:px-10 sm:py-12 dark:from-slate-800 dark:to-slate-900">
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-orange-800 uppercase dark:text-orange-300">{eyebrow}</p>
      ) : null}
      <h1 className="mt-2 text-3xl leading-tight font-bold text-slate-900 sm:text-4xl dark:text-slate-100">{title}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{intro}</p>
      {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
    </div>
  );
}
