import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { textLink } from './styles';

export interface GuideLayoutProps {
  /** Breadcrumb label of the page. */
  crumb: string;
  children: ReactNode;
}

/** Page frame of every guide: a visible breadcrumb and vertically spaced sections. */
export function GuideLayout({ crumb, children }: GuideLayoutProps) {
  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-6 text-slate-800 sm:px-6 lg:py-10 dark:text-slate-200">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-slate-600 dark:text-slate-300">
          <li>
            <Link to="/" className={textLink}>
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-slate-700 dark:text-slate-300">
            {crumb}
          </li>
        </ol>
      </nav>
      <div className="space-y-12">{children}</div>
    </article>
  );
}
