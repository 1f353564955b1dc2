import type { ReactNode } from 'react';

export interface GuideSectionProps {
  /** Anchor id; the heading gets `${id}-heading`. */
  id: string;
  title: string;
  intro?: string;
  children?: ReactNode;
}

/** A titled section (h2) of a guide page, labelled by its heading. */
export function GuideSection({ id, title, intro, children }: GuideSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-slate-100">
        {title}
      </h2>
      {intro ? <p className="mt-3 max-w-3xl text-base text-slate-700 dark:text-slate-300">{intro}</p> : null}
      {children ? <div className="mt-6">{children}</div> : null}
    </section>
  );
}
