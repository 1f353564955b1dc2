import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/form/TextField';
import { Button } from '@/components/ui/Button';
import type { EssentialsCategory } from '@/data/collections/essentials';
import { categoryNameOrNull, ESSENTIALS_LIMITS } from '../lib/essentialsForms';
import { nextCategoryPriority } from '../lib/priority';

export interface CategoryFormProps {
  categories: readonly EssentialsCategory[];
  /** The category being edited; null = add mode. */
  editing: EssentialsCategory | null;
  busy: boolean;
  /** Resolves to whether the save succeeded (the typed name is kept on failure). */
  onSubmit: (input: { name: string; priority: number }) => Promise<boolean>;
  onCancelEdit: () => void;
}

/**
 * Add or edit a category. A new category's priority is the last one's + 10 (read-only); the
 * priority can be changed only while editing. A whitespace-only name is ignored.
 */
export function CategoryForm({ categories, editing, busy, onSubmit, onCancelEdit }: CategoryFormProps) {
  const [name, setName] = useState(editing?.name ?? '');
  const [priority, setPriority] = useState(editing ? String(editing.priority) : '');
  const shownPriority = editing ? priority : String(nextCategoryPriority(categories));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cleanName = categoryNameOrNull(name);
    if (cleanName === null) return;
    const value = editing ? Number(priority) : nextCategoryPriority(categories);
    void onSubmit({ name: cleanName, priority: Number.isFinite(value) ? value : (editing?.priority ?? 0) }).then((saved) => {
      if (saved && !editing) setName('');
    });
  };

  return (
    <form onSubmit={submit} aria-labelledby="category-form-heading" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h4 id="category-form-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {editing ? `Edit category: ${editing.name}` : 'Add a category'}
      </h4>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField label="Category name" required maxLength={ESSENTIALS_LIMITS.categoryName} value={name} onChange={(event) => setName(event.target.value)} />
        <TextField
          label="Priority"
          type="number"
          required
          readOnly={!editing}
          hint={editing ? 'Lower numbers come first.' : 'Set automatically; edit a category to change it.'}
          value={shownPriority}
          onChange={(event) => setPriority(event.target.value)}
          className={editing ? '' : '[&_input]:bg-slate-100 dark:[&_input]:bg-slate-950'}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : editing ? 'Update Category' : 'Add Category'}
        </Button>
        {editing ? (
          <Button variant="secondary" onClick={onCancelEdit} disabled={busy}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
