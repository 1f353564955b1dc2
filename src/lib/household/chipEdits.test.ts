import { describe, expect, it } from 'vitest';
import { listOrNothing, toggled, withField } from './chipEdits';

describe('household chip edits', () => {
  it('sets an answer, and clears it when undefined', () => {
    expect(withField({ kitchen: 'mixed' as string, smoking: 'none' }, 'kitchen', 'veg-only')).toEqual({ kitchen: 'veg-only', smoking: 'none' });
    const cleared = withField({ kitchen: 'mixed', smoking: 'none' }, 'kitchen', undefined);
    expect(cleared).toEqual({ smoking: 'none' });
    expect('kitchen' in cleared).toBe(false);
  });

  it('adds or takes a value away, keeping the order of all the values', () => {
    const all = ['English', 'Hindi', 'Gujarati'] as const;
    expect(toggled(all, undefined, 'Hindi')).toEqual(['Hindi']);
    expect(toggled(all, ['Gujarati'], 'English')).toEqual(['English', 'Gujarati']);
    expect(toggled(all, ['English', 'Gujarati'], 'English')).toEqual(['Gujarati']);
  });

  it('treats an empty list as not stated', () => {
    expect(listOrNothing([])).toBeUndefined();
    expect(listOrNothing(['Hindi'])).toEqual(['Hindi']);
  });
});
