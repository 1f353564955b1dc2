import { useState } from 'react';
import { LoadingScreen } from '@/components/status/LoadingScreen';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/status/Notices';
import { Modal } from '@/components/ui/Modal';
import { toast } from '@/components/ui/toast';
import { deleteEssentialsCategory, deleteEssentialsItem, saveEssentialsCategory, saveEssentialsItem } from '@/data';
import type { EssentialsCategory, EssentialsItem } from '@/data/collections/essentials';
import { ConfirmModal } from '../components/ConfirmModal';
import { useBusyAction } from '../hooks/useBusyAction';
import type { ItemDraft } from '../lib/essentialsForms';
import { priorityMoves } from '../lib/priority';
import { ESSENTIALS_ADMIN as T } from '../messages';
import { CategoryForm } from './CategoryForm';
import { CategoryList } from './CategoryList';
import { ItemForm } from './ItemForm';
import { ItemList } from './ItemList';
import { useEssentialsAdmin } from './useEssentialsAdmin';

/** null = closed; { item: null } = adding; { item } = editing that item. */
type ItemDialog = { item: EssentialsItem | null } | null;

/** The "UK Essentials Page" tab: categories and items of /uk-essentials-for-indians. */
export function EssentialsConsole() {
  const { state, refreshing, reload } = useEssentialsAdmin();
  const [editingCategory, setEditingCategory] = useState<EssentialsCategory | null>(null);
  const [deletingCategory, setDeletingCategory] = useState<EssentialsCategory | null>(null);
  const [itemDialog, setItemDialog] = useState<ItemDialog>(null);
  const [deletingItem, setDeletingItem] = useState<EssentialsItem | null>(null);
  const write = useBusyAction();

  if (state.status === 'loading') return <LoadingScreen label={T.loading} />;
  if (state.status === 'error') {
    return <LoadError onRetry={reload}>{T.loadFailed}</LoadError>;
  }
  const { categories, items } = state;
  const itemCounts = new Map(categories.map((category) => [category.id, items.filter((item) => item.categoryId === category.id).length]));
  const busy = write.busy || refreshing;

  const afterWrite = async (ok: boolean, success: string, failure: string) => {
    if (ok) {
      toast.success(success);
      reload();
    } else toast.error(failure);
    return ok;
  };

  const saveCategory = async (input: { name: string; priority: number }) => {
    const ok = await write.run(() => saveEssentialsCategory(input, editingCategory?.id).then(() => undefined), T.categorySaveFailed);
    if (ok) setEditingCategory(null);
    return afterWrite(ok, T.categorySaved, T.categorySaveFailed);
  };

  const moveCategory = async (category: EssentialsCategory, direction: 'up' | 'down') => {
    const moves = priorityMoves(categories, category.id, direction);
    const ok = await write.run(async () => {
      await Promise.all(
        [...moves].map(([id, priority]) => {
          const name = categories.find((entry) => entry.id === id)?.name ?? '';
          return saveEssentialsCategory({ name, priority }, id);
        }),
      );
    }, T.reorderFailed);
    if (ok) reload();
    else toast.error(T.reorderFailed);
  };

  const deleteCategory = async () => {
    if (!deletingCategory) return;
    const ok = await write.run(() => deleteEssentialsCategory(deletingCategory.id), T.categoryDeleteFailed);
    setDeletingCategory(null);
    if (ok && editingCategory?.id === deletingCategory.id) setEditingCategory(null);
    await afterWrite(ok, T.categoryDeleted, T.categoryDeleteFailed);
  };

  const saveItem = async (draft: ItemDraft) => {
    const ok = await write.run(() => saveEssentialsItem(draft, itemDialog?.item?.id).then(() => undefined), T.itemSaveFailed);
    if (!ok) return; // the dialog stays open with the error and everything typed
    setItemDialog(null);
    await afterWrite(ok, T.itemSaved, T.itemSaveFailed);
  };

  const deleteItem = async () => {
    if (!deletingItem) return;
    const ok = await write.run(() => deleteEssentialsItem(deletingItem.id), T.itemDeleteFailed);
    setDeletingItem(null);
    await afterWrite(ok, T.itemDeleted, T.itemDeleteFailed);
  };

  return (
    <section aria-labelledby="essentials-admin-heading" className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="essentials-admin-heading" className="text-xl font-bold text-slate-900 dark:text-white">
          {T.heading}
        </h3>
        <a href="/uk-essentials-for-indians" target="_blank" rel="noopener" className="text-sm font-semibold text-orange-800 underline dark:text-orange-300">
          View the page<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>

      <section aria-labelledby="essentials-categories-heading" className="space-y-4">
        <h4 id="essentials-categories-heading" className="text-lg font-bold text-slate-900 dark:text-white">
          Categories
        </h4>
        <CategoryForm
          key={editingCategory?.id ?? 'new'}
          categories={categories}
          editing={editingCategory}
          busy={busy}
          onSubmit={saveCategory}
          onCancelEdit={() => setEditingCategory(null)}
        />
        <CategoryList
          categories={categories}
          itemCounts={itemCounts}
          busy={busy}
          onMove={(category, direction) => void moveCategory(category, direction)}
          onEdit={setEditingCategory}
          onDelete={setDeletingCategory}
        />
      </section>

      <section aria-labelledby="essentials-items-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h4 id="essentials-items-heading" className="text-lg font-bold text-slate-900 dark:text-white">
            Items
          </h4>
          <Button
            onClick={() => {
              write.clearError();
              setItemDialog({ item: null });
            }} disabled={busy || categories.length === 0}>
            Add Item
          </Button>
        </div>
        <ItemList categories={categories} items={items} busy={busy} onEdit={(item) => {
            write.clearError();
            setItemDialog({ item });
          }} onDelete={setDeletingItem} />
      </section>

      <Modal open={itemDialog !== null} title={itemDialog?.item ? 'Edit Item' : 'Add Item'} onClose={() => !write.busy && setItemDialog(null)} size="lg">
        {itemDialog ? (
          <ItemForm
            key={itemDialog.item?.id ?? 'new'}
            categories={categories}
            item={itemDialog.item}
            busy={write.busy}
            error={write.error}
            onSubmit={(draft) => void saveItem(draft)}
            onCancel={() => setItemDialog(null)}
          />
        ) : null}
      </Modal>

      <ConfirmModal
        open={deletingCategory !== null}
        title={`Delete the category "${deletingCategory?.name ?? ''}"?`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={write.busy}
        danger
        onConfirm={() => void deleteCategory()}
        onCancel={() => setDeletingCategory(null)}
      >
        <p>{T.deleteCategoryNote}</p>
      </ConfirmModal>

      <ConfirmModal
        open={deletingItem !== null}
        title={`Delete "${deletingItem?.name ?? ''}"?`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={write.busy}
        danger
        onConfirm={() => void deleteItem()}
        onCancel={() => setDeletingItem(null)}
      >
        <p>The item is removed from the UK essentials page.</p>
      </ConfirmModal>
    </section>
  );
}
