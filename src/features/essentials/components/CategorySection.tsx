import type { EssentialsCategory, EssentialsItem } from '@/data/collections/essentials';
import { EssentialItemCard } from './EssentialItemCard';
import { categoryAnchor } from './EssentialsToc';

export interface CategorySectionProps {
  category: EssentialsCategory;
  items: readonly EssentialsItem[];
}

/** One category of the checklist with its item cards. */
export function CategorySection({ category, items }: CategorySectionProps) {
  const id = categoryAnchor(category);
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-slate-900 dark:text-slate-100">
        {category.name}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-slate-700 dark:text-slate-300">Items for this category are coming soon.</p>
      ) : (
        <ul role="list" className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <EssentialItemCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
