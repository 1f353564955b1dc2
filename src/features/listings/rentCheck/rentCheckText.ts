import { RENT_CHECK } from './messages';
import { formatGBP } from '@/lib/format';
import type { RentComparison } from '@/lib/screening/rentComparison';

/** The Rent check sentence for a comparison ("£750 is 18% below the typical Double in East Ham: …"). */
export function rentCheckText(comparison: RentComparison, roomType: string, area: string): string {
  if (comparison.kind === 'not-enough') return RENT_CHECK.notEnough;
  const { rent, median, count, percentDifference, direction } = comparison;
  if (direction === 'typical') return RENT_CHECK.typical(formatGBP(rent), roomType, area, count);
  const sentence = direction === 'below' ? RENT_CHECK.below : RENT_CHECK.above;
  return sentence(formatGBP(rent), percentDifference, roomType, area, formatGBP(median), count);
}
