import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '@/lib/useHydrated';
import { filtersKey, type FilterCodec } from '@/lib/filters/codec';

export interface UrlFilters<F> {
  filters: F;
  /** Canonical query string of the filters ('' when none): a stable key for fetching. */
  key: string;
  /** Puts new filters in the URL as a new history entry (back/forward step through them). */
  apply: (next: F) => void;
}

/** Browse filters kept in the URL's query string, next to params the codec does not own (e.g. `tab`). */
export function useUrlFilters<F>(codec: FilterCodec<F>): UrlFilters<F> {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const key = hydrated ? filtersKey(codec, codec.parse(params)) : '';
  const filters = useMemo(() => codec.parse(new URLSearchParams(key)), [codec, key]);
  const apply = useCallback(
    (next: F) => {
      setParams((current) => {
        const kept = [...current.entries()].filter(([name]) => !codec.keys.includes(name));
        return new URLSearchParams([...kept, ...codec.toParams(next).entries()]);
      });
    },
    [codec, setParams],
  );
  return { filters, key, apply };
}
