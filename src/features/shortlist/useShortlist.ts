import { useContext } from 'react';
import { ShortlistContext, type ShortlistValue } from './ShortlistContext';

export function useShortlist(): ShortlistValue | null {
  return useContext(ShortlistContext);
}
