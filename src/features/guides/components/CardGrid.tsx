import type { ReactNode } from 'react';
import { cardSurface } from './styles';

export interface CardGridProps {
  children: ReactNode;
  /** Columns on large screens (one column on phones, two on tablets). */
  columns?: 2 | 3 | 4;
  label?: string;
}

const COLUMN_CLASSES: Record<NonNullable<CardGridProps['columns']>, string> = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

/** A responsive list of cards; its children should be `<Card>`s. */
export function CardGrid({ children, columns = 3, label }: CardGridProps) {
  return (
    <ul role="list" aria-label={label} className={`grid grid-cols-1 gap-5 ${COLUMN_CLASSES[columns]}`}>
      {children}
    </ul>
  );
}

export interface CardProps {
  /** h3 title; omit when the card renders its own. */
  title?: string;
  titleId?: string;
  /** Media shown above the body, edge to edge. */
  media?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}

/** One card of a `CardGrid` (an `<li>`). */
export function Card({ title, titleId, media, footer, children }: CardProps) {
  return (
    <li className={`flex flex-col overflow-hidden ${cardSurface}`}>
      {media}
      <div className="flex flex-1 flex-col p-5">
        {title ? (
          <h3 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
            {title}
          </h3>
        ) : null}
        <div className="mt-2 flex-1 text-slate-700 dark:text-slate-300">{children}</div>
        {footer ? <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700">{footer}</div> : null}
      </div>
    </li>
  );
}
