import { ESSENTIALS_PRIORITY_STEP } from '@/config/constants';
import type { EssentialsCategory } from '@/data/collections/essentials';

type Ranked = Pick<EssentialsCategory, 'id' | 'priority'>;

export function byPriority<T extends Ranked>(categories: readonly T[]): T[] {
  return [...categories].sort((a, b) => a.priority - b.priority);
}

/** A new category goes last: the last category's priority + 10, or 10 when there is none. */
export function nextCategoryPriority(categories: readonly Ranked[]): number {
  const last = byPriority(categories).at(-1);
  return last ? last.priority + ESSENTIALS_PRIORITY_STEP : ESSENTIALS_PRIORITY_STEP;
}

/**
 * Moving a category one place up or down: the writes needed, as new priorities by id. Normally
 * the two neighbours swap priorities; if priorities are not strictly increasing (duplicates make
 * a swap a no-op) the whole list is renumbered 10, 20, 30... in the new order.
 */
export function priorityMoves(categories: readonly Ranked[], id: string, direction: 'up' | 'down'): Map<string, number> {
  const sorted = byPriority(categories);
  const index = sorted.findIndex((category) => category.id === id);
  const target = direction === 'up' ? index - 1 : index + 1;
  const moving = sorted[index];
  const neighbour = sorted[target];
  if (!moving || !neighbour) return new Map();
  const strictlyIncreasing = sorted.every((category, i) => i === 0 || category.priority > (sorted[i - 1]?.priority ?? -Infinity));
  if (strictlyIncreasing) {
    return new Map([
      [moving.id, neighbour.priority],
      [neighbour.id, moving.priority],
    ]);
  }
  const reordered = [...sorted];
  reordered[index] = neighbour;
  reordered[target] = moving;
  const moves = new Map<string, number>();
  reordered.forEach((category, i) => {
    const priority = (i + 1) * ESSENTIALS_PRIORITY_STEP;
    if (category.priority !== priority) moves.set(category.id, priority);
  });
  return moves;
}
