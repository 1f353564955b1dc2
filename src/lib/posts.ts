/** Ordering rules for posts. */

interface MirroredPost {
  ownerPremium: boolean;
}

/** Premium owners' posts first, keeping the query's order otherwise (stable). */
export function premiumFirst<T extends MirroredPost>(items: readonly T[]): T[] {
  return [...items.filter((item) => item.ownerPremium), ...items.filter((item) => !item.ownerPremium)];
}

interface StatusPost {
  status: string;
  createdAt: Date | null;
}

/** Owner's list: active posts before inactive ones, newest first within each group. */
export function activeFirst<T extends StatusPost>(items: readonly T[]): T[] {
  const time = (item: T) => item.createdAt?.getTime() ?? 0;
  return [...items].sort((a, b) => Number(a.status !== 'active') - Number(b.status !== 'active') || time(b) - time(a));
}

/** Case-insensitive match of a search term against some of a post's text fields. */
export function matchesSearch(term: string, fields: readonly string[]): boolean {
  const needle = term.trim().toLowerCase();
  return needle === '' || fields.some((field) => field.toLowerCase().includes(needle));
}
