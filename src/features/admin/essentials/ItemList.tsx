import { Button } from '@/components/ui/Button';
import type { EssentialsCategory, EssentialsItem } from '@/data/collections/essentials';
import { EmptyState } from '@/components/status/Notices';

export interface ItemListProps {
  categories: readonly EssentialsCategory[];
  items: readonly EssentialsItem[];
  busy: boolean;
  onEdit: (item: EssentialsItem) => void;
  onDelete: (item: EssentialsItem) => void;
}

interface Group {
  id: string;
  title: string;
  items: EssentialsItem[];
}

/** Items under their category, in page order; items whose category was deleted are listed last. */
function groupItems(categories: readonly EssentialsCategory[], items: readonly EssentialsItem[]): Group[] {
  const known = new Set(categories.map((category) => category.id));
  const groups: Group[] = categories.map((category) => ({ id: category.id, title: category.name, items: items.filter((item) => item.categoryId === category.id) }));
  const orphans = items.filter((item) => !known.has(item.categoryId));
  if (orphans.length > 0) groups.push({ id: 'orphans', title: 'Without a category (not shown on the page)', items: orphans });
  return groups;
}

export function ItemList({ categories, items, busy, onEdit, onDelete }: ItemListProps) {
  const groups = groupItems(categories, items).filter((group) => group.items.length > 0);
  if (groups.length === 0) {
    return <EmptyState>No items yet.</EmptyState>;
  }
  return (
    <div className="space-y-6">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`items-${group.id}`} className="space-y-2">
          <h5 id={`items-${group.id}`} className="font-semibold text-slate-800 dark:text-slate-200">
            {group.title}
          </h5>
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
            {group.items.map((item) => (
              <li key={item.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                <div className="flex min-w-0 flex-1 gap-3">
                  <img src={item.imageUrl} alt="" width={56} height={56} loading="lazy" decoding="async" className="h-14 w-14 shrink-0 rounded-lg bg-slate-100 object-contain dark:bg-slate-800" />
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900 dark:text-white">{item.name}</p>
                    <p className="line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{item.description}</p>
                  </div>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button variant="secondary" onClick={() => onEdit(item)} disabled={busy}>
                    Edit<span className="sr-only"> {item.name}</span>
                  </Button>
                  <Button variant="danger" onClick={() => onDelete(item)} disabled={busy}>
                    Delete<span className="sr-only"> {item.name}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
