import type { EssentialsCategory, EssentialsItem } from '@/data/collections/essentials';

/** Categories in priority order, each with its items. */
export function groupCatalog(categories: readonly EssentialsCategory[], items: readonly EssentialsItem[]) {
  const sorted = [...categories].sort((a, b) => a.priority - b.priority);
  const itemsByCategory = new Map<string, EssentialsItem[]>(sorted.map((category) => [category.id, []]));
  for (const item of items) itemsByCategory.get(item.categoryId)?.push(item);
  return { categories: sorted, itemsByCategory };
}
