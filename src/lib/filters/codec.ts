/** What every browse filter model provides, so one URL hook and one panel serve rooms and roommates. */

/** One active filter as a removable chip. */
export interface FilterChip<F> {
  id: string;
  label: string;
  /** The filters without this one. */
  without: F;
}

export interface FilterCodec<F> {
  empty: F;
  parse(params: URLSearchParams): F;
  /** Params in a fixed order, so equal filters serialise to equal strings. */
  toParams(filters: F): URLSearchParams;
  chips(filters: F): FilterChip<F>[];
  /** The param names this codec owns (others, such as `tab`, are left alone in the URL). */
  keys: readonly string[];
}

/** A canonical string for filters (a cache key, a saved search's query). */
export function filtersKey<F>(codec: FilterCodec<F>, filters: F): string {
  return codec.toParams(filters).toString();
}

/** "£500–£900", "from £500", "up to £900", or null when neither bound is set. */
export function moneyRangeLabel(min: number | undefined, max: number | undefined, format: (n: number) => string): string | null {
  if (min !== undefined && max !== undefined) return `${format(min)}–${format(max)}`;
  if (min !== undefined) return `from ${format(min)}`;
  if (max !== undefined) return `up to ${format(max)}`;
  return null;
}
