import { useRef, useState, type FormEvent } from 'react';
import { FormActions } from '@/components/form/FormActions';
import { FormAlert } from '@/components/form/FormAlert';
import { TextField } from '@/components/form/TextField';
import type { EssentialsCategory, EssentialsItem } from '@/data/collections/essentials';
import { SelectField, TextAreaField } from '../components/fields';
import { cleanItemDraft, EMPTY_ITEM_DRAFT, ESSENTIALS_LIMITS, validateItemDraft, type ItemDraft, type ItemErrors } from '../lib/essentialsForms';

export interface ItemFormProps {
  categories: readonly EssentialsCategory[];
  /** The item being edited; null = add mode. */
  item: EssentialsItem | null;
  busy: boolean;
  error: string | null;
  onSubmit: (draft: ItemDraft) => void;
  onCancel: () => void;
}

const FIELD_ORDER: (keyof ItemDraft)[] = ['categoryId', 'name', 'description', 'imageUrl', 'amazonLink'];

/** Category, name, description, image URL and affiliate link: all required, URLs validated. */
export function ItemForm({ categories, item, busy, error, onSubmit, onCancel }: ItemFormProps) {
  const [draft, setDraft] = useState<ItemDraft>(() => (item ? { ...item } : { ...EMPTY_ITEM_DRAFT, categoryId: categories[0]?.id ?? '' }));
  const [errors, setErrors] = useState<ItemErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const set = (key: keyof ItemDraft, value: string) => setDraft((previous) => ({ ...previous, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateItemDraft(draft);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    onSubmit(cleanItemDraft(draft));
  };

  const categoryOptions = [
    ...(draft.categoryId && !categories.some((category) => category.id === draft.categoryId) ? [{ value: draft.categoryId, label: '(deleted category)' }] : []),
    ...(categories.length === 0 ? [{ value: '', label: 'Add a category first' }] : []),
    ...categories.map((category) => ({ value: category.id, label: category.name })),
  ];

  // noValidate: our messages replace the browser's, so they read the same everywhere.
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      <SelectField label="Category" name="categoryId" required options={categoryOptions} value={draft.categoryId} error={errors.categoryId} onChange={(event) => set('categoryId', event.target.value)} />
      <TextField label="Name" name="name" required maxLength={ESSENTIALS_LIMITS.itemName} value={draft.name} error={errors.name} onChange={(event) => set('name', event.target.value)} />
      <TextAreaField
        label="Description"
        name="description"
        required
        maxLength={ESSENTIALS_LIMITS.description}
        value={draft.description}
        error={errors.description}
        onChange={(event) => set('description', event.target.value)}
      />
      <TextField label="Image URL" name="imageUrl" type="url" required maxLength={ESSENTIALS_LIMITS.url} placeholder="https://" value={draft.imageUrl} error={errors.imageUrl} onChange={(event) => set('imageUrl', event.target.value)} />
      <TextField
        label="Affiliate link"
        name="amazonLink"
        type="url"
        required
        maxLength={ESSENTIALS_LIMITS.url}
        placeholder="https://"
        value={draft.amazonLink}
        error={errors.amazonLink}
        onChange={(event) => set('amazonLink', event.target.value)}
      />
      <FormAlert message={error} />
      <FormActions busy={busy} onCancel={onCancel} submitLabel={item ? 'Save Item' : 'Add Item'} />
    </form>
  );
}
