import { describe, expect, it } from 'vitest';
import { groupCatalog } from './groupCatalog';

describe('groupCatalog', () => {
  it('orders categories by priority and groups items, dropping unknown categories', () => {
    const { categories, itemsByCategory } = groupCatalog(
      [
        { id: 'b', name: 'B', priority: 20 },
        { id: 'a', name: 'A', priority: 10 },
      ],
      [
        { id: '1', name: 'x', description: '', imageUrl: '', amazonLink: '', categoryId: 'b' },
        { id: '2', name: 'y', description: '', imageUrl: '', amazonLink: '', categoryId: 'zzz' },
      ],
    );
    expect(categories.map((c) => c.id)).toEqual(['a', 'b']);
    expect(itemsByCategory.get('a')).toEqual([]);
    expect(itemsByCategory.get('b')?.map((i) => i.id)).toEqual(['1']);
    expect(itemsByCategory.has('zzz')).toBe(false);
  });
});
