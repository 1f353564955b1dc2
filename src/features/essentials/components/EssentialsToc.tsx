import type { EssentialsCategory } from '@/data/collections/essentials';
import { ESSENTIALS_LABELS } from '../content/essentials';
import { cardSurface, textLink } from './styles';

export const categoryAnchor = (category: EssentialsCategory) => `essentials-${category.id}`;

export interface EssentialsTocProps {
  /** Already in priority order. */
  categories: readonly EssentialsCategory[];
}

/** "On this page": anchor links to each category section, in priority order. */
export function EssentialsToc({ categories }: EssentialsTocProps) {
  if (categories.length === 0) return null;
  return (
    <nav aria-labelledby="essentials-toc-heading" className={`p-5 ${cardSurface}`}>
      <h2 id="essentials-toc-heading" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        {ESSENTIALS_LABELS.onThisPage}
      </h2>
      <ol className="mt-3 grid list-decimal gap-2 pl-5 text-slate-700 marker:text-slate-600 sm:grid-cols-2 lg:grid-cols-3 dark:text-slate-300 dark:marker:text-slate-300">
        {categories.map((category) => (
          <li key={category.id}>
            <a href={`#${categoryAnchor(category)}`} className={textLink}>
              {category.name}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
