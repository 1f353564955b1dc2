/**
 * How a room's rent compares with other listings of the same room type in the same area. Used by
 * seekers' "Rent check" and by the admins' "rent far below typical" signal. The comparison rents
 * come from a Firestore query (never from the poster's client), so they are the other listings'
 * stored rents.
 */
import { RENT_COMPARE_MIN_LISTINGS, RENT_FAR_BELOW_RATIO } from '@/config/constants';

export type RentComparison =
  | { kind: 'not-enough'; count: number }
  | {
      kind: 'compared';
      rent: number;
      median: number;
      count: number;
      /** rent / median as a whole percentage (82 = 82% of the typical rent). */
      percentOfMedian: number;
      /** How far the rent is from the median, whole percent, always >= 0. */
      percentDifference: number;
      direction: 'below' | 'above' | 'typical';
    };

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const lower = sorted[Math.ceil(sorted.length / 2) - 1] ?? Number.NaN;
  return (lower + upper) / 2;
}

/**
 * `comparisonRents` are the rents of OTHER active listings (exclude the room itself) with the
 * same location key and room type. Non-finite or non-positive rents are ignored.
 */
export function compareRent(rent: number, comparisonRents: readonly number[]): RentComparison {
  const usable = comparisonRents.filter((value) => Number.isFinite(value) && value > 0);
  if (usable.length < RENT_COMPARE_MIN_LISTINGS || !(rent > 0)) return { kind: 'not-enough', count: usable.length };
  const typical = Math.round(median(usable));
  const percentOfMedian = Math.round((rent / typical) * 100);
  const percentDifference = Math.abs(100 - percentOfMedian);
  const direction = percentDifference === 0 ? 'typical' : rent < typical ? 'below' : 'above';
  return { kind: 'compared', rent, median: typical, count: usable.length, percentOfMedian, percentDifference, direction };
}

export interface RentFarBelowEvidence {
  rent: number;
  median: number;
  count: number;
  percentOfMedian: number;
}

/** Admin signal from a comparison already made (e.g. the rent check's area-then-city one). */
export function farBelowTypical(comparison: RentComparison): RentFarBelowEvidence | null {
  if (comparison.kind !== 'compared') return null;
  if (comparison.rent >= comparison.median * RENT_FAR_BELOW_RATIO) return null;
  return { rent: comparison.rent, median: comparison.median, count: comparison.count, percentOfMedian: comparison.percentOfMedian };
}

/** Admin signal: the rent is under 60% of the median of at least 5 comparable listings. */
export function rentFarBelowTypical(rent: number, comparisonRents: readonly number[]): RentFarBelowEvidence | null {
  return farBelowTypical(compareRent(rent, comparisonRents));
}
