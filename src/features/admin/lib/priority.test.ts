import { describe, expect, it } from 'vitest';
import { ESSENTIALS_PRIORITY_STEP } from '@/config/constants';
import { nextCategoryPriority, priorityMoves } from './priority';

const cat = (id: string, priority: number) => ({ id, priority });

describe('nextCategoryPriority', () => {
  it('is 10 when there are no categories', () => {
    expect(ESSENTIALS_PRIORITY_STEP).toBe(10);
    expect(nextCategoryPriority([])).toBe(10);
  });

  it("is the last category's priority plus 10, whatever the input order", () => {
    expect(nextCategoryPriority([cat('a', 10), cat('b', 20)])).toBe(30);
    expect(nextCategoryPriority([cat('b', 45), cat('a', 10)])).toBe(55);
  });
});

describe('priorityMoves', () => {
  const list = [cat('a', 10), cat('b', 20), cat('c', 30)];

  it('swaps priorities with the neighbour', () => {
    expect(priorityMoves(list, 'b', 'up')).toEqual(new Map([['b', 10], ['a', 20]]));
    expect(priorityMoves(list, 'b', 'down')).toEqual(new Map([['b', 30], ['c', 20]]));
  });

  it('does nothing at the ends or for an unknown id', () => {
    expect(priorityMoves(list, 'a', 'up').size).toBe(0);
    expect(priorityMoves(list, 'c', 'down').size).toBe(0);
    expect(priorityMoves(list, 'zzz', 'up').size).toBe(0);
  });

  it('renumbers when duplicate priorities would make a swap a no-op', () => {
    const moves = priorityMoves([cat('a', 10), cat('b', 10), cat('c', 30)], 'b', 'up');
    expect(moves).toEqual(new Map([['a', 20]])); // order b(10), a(20), c(30)
  });
});
