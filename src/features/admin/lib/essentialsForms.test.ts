import { describe, expect, it } from 'vitest';
import { ESSENTIALS_ADMIN } from '../messages';
import { categoryNameOrNull, cleanItemDraft, EMPTY_ITEM_DRAFT, isHttpUrl, validateItemDraft } from './essentialsForms';

const valid = {
  categoryId: 'cat-1',
  name: 'Kettle',
  description: 'Boils water.',
  imageUrl: 'https://example.com/kettle.jpg',
  amazonLink: 'https://www.amazon.co.uk/s?k=kettle',
};

describe('category name', () => {
  it('ignores empty and whitespace-only names and trims the rest', () => {
    expect(categoryNameOrNull('')).toBeNull();
    expect(categoryNameOrNull('  \t\n ')).toBeNull();
    expect(categoryNameOrNull('  Kitchen  ')).toBe('Kitchen');
  });
});

describe('item validation', () => {
  it('accepts a complete item', () => {
    expect(validateItemDraft(valid)).toEqual({});
  });

  it('requires every field', () => {
    expect(validateItemDraft(EMPTY_ITEM_DRAFT)).toEqual({
      categoryId: ESSENTIALS_ADMIN.categoryRequired,
      name: ESSENTIALS_ADMIN.nameRequired,
      description: ESSENTIALS_ADMIN.descriptionRequired,
      imageUrl: ESSENTIALS_ADMIN.imageUrlRequired,
      amazonLink: ESSENTIALS_ADMIN.linkRequired,
    });
    expect(validateItemDraft({ ...valid, name: '   ' })).toEqual({ name: ESSENTIALS_ADMIN.nameRequired });
  });

  it('requires http(s) URLs for the image and the affiliate link', () => {
    expect(validateItemDraft({ ...valid, imageUrl: 'kettle.jpg', amazonLink: 'ftp://x.test/a' })).toEqual({
      imageUrl: ESSENTIALS_ADMIN.invalidUrl,
      amazonLink: ESSENTIALS_ADMIN.invalidUrl,
    });
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('https://exa mple.com')).toBe(false);
    expect(isHttpUrl('http://127.0.0.1:9199/v0/b/x/o/a.jpg?alt=media')).toBe(true);
  });

  it('trims text before saving', () => {
    expect(cleanItemDraft({ ...valid, name: ' Kettle ', imageUrl: ' https://example.com/k.jpg ' })).toMatchObject({
      name: 'Kettle',
      imageUrl: 'https://example.com/k.jpg',
    });
  });
});
