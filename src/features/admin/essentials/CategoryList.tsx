import { Button } from '@/components/ui/Button';
import type { EssentialsCategory } from '@/data/collections/essentials';
import { EmptyState } from '@/components/status/Notices';

export interface CategoryListProps {
  categories: readonly EssentialsCategory[];
  itemCounts: ReadonlyMap<string, number>;
  busy: boolean;
  onMove: (category: EssentialsCategory, direction: 'up' | 'down') => void;
  onEdit: (category: EssentialsCategory) => void;
  onDelete: (category: EssentialsCategory) => void;
}

/** Categories in page order (priority ascending) with reorder, edit and delete. */
export function CategoryList({ categories, itemCounts, busy, onMove, onEdit, onDelete }: CategoryListProps) {
  if (categories.length === 0) {
    return <EmptyState>No categories yet.</EmptyState>;
  }
  return (
    <ol aria-label="Categories" className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
      {categories.map((category, index) => (
        <li key={category.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900 dark:text-white">{category.name}</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              Priority {category.priority} · {itemCounts.get(category.id) ?? 0} items
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => onMove(category, 'up')} disabled={busy || index === 0} aria-label={`Move ${category.name} up`}>
              <span aria-hidden="true">↑</span>
            </Button>
            <Button variant="secondary" onClick={() => onMove(category, 'down')} disabled={busy || index === categories.length - 1} aria-label={`Move ${category.name} down`}>
              <span aria-hidden="true">↓</span>
            </Button>
            <Button variant="secondary" onClick={() => onEdit(category)} disabled={busy}>
              Edit<span className="sr-only"> {category.name}</span>
            </Button>
            <Button variant="danger" onClick={() => onDelete(category)} disabled={busy}>
              Delete<span className="sr-only"> {category.name}</span>
            </Button>
          </div>
        </li>
      ))}
    </ol>
  );
}
