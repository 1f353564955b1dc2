import type { EssentialsItem } from '@/data/collections/essentials';
import { ESSENTIALS_ADMIN } from '../messages';
import { isBlank } from '@/lib/blank';

/** Limits the rules enforce on essentials documents (docs/data-model.md). */
export const ESSENTIALS_LIMITS = { categoryName: 80, itemName: 120, description: 1000, url: 2000 } as const;

/** The category form's name: trimmed, or null when empty or whitespace-only (ignored). */
export function categoryNameOrNull(name: string): string | null {
  const trimmed = name.trim();
  return trimmed === '' ? null : trimmed;
}

export type ItemDraft = Omit<EssentialsItem, 'id'>;
export type ItemErrors = Partial<Record<keyof ItemDraft, string>>;

export const EMPTY_ITEM_DRAFT: ItemDraft = { categoryId: '', name: '', description: '', imageUrl: '', amazonLink: '' };

/** An absolute http(s) URL without spaces (what the rules accept). */
export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Every field is required; both URLs must be http(s) URLs. Empty = valid. */
export function validateItemDraft(draft: ItemDraft): ItemErrors {
  const errors: ItemErrors = {};
  if (!draft.categoryId) errors.categoryId = ESSENTIALS_ADMIN.categoryRequired;
  if (isBlank(draft.name)) errors.name = ESSENTIALS_ADMIN.nameRequired;
  if (isBlank(draft.description)) errors.description = ESSENTIALS_ADMIN.descriptionRequired;
  for (const field of ['imageUrl', 'amazonLink'] as const) {
    const value = draft[field].trim();
    if (!value) errors[field] = field === 'imageUrl' ? ESSENTIALS_ADMIN.imageUrlRequired : ESSENTIALS_ADMIN.linkRequired;
    else if (!isHttpUrl(value) || value.length > ESSENTIALS_LIMITS.url) errors[field] = ESSENTIALS_ADMIN.invalidUrl;
  }
  return errors;
}

/** The draft as saved: text trimmed. */
export function cleanItemDraft(draft: ItemDraft): ItemDraft {
  return {
    categoryId: draft.categoryId,
    name: draft.name.trim(),
    description: draft.description.trim(),
    imageUrl: draft.imageUrl.trim(),
    amazonLink: draft.amazonLink.trim(),
  };
}
