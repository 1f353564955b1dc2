import { describe, expect, it } from 'vitest';
import { compareRent, median, rentFarBelowTypical } from './rentComparison';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([900, 700, 800])).toBe(800);
    expect(median([700, 900, 800, 1000])).toBe(850);
    expect(median([])).toBeNaN();
  });
});

describe('compareRent', () => {
  const nine = [850, 880, 900, 910, 915, 920, 950, 980, 1000];

  it('compares with the median of at least 5 listings and says by how much', () => {
    expect(compareRent(750, nine)).toEqual({
      kind: 'compared',
      rent: 750,
      median: 915,
      count: 9,
      percentOfMedian: 82,
      percentDifference: 18,
      direction: 'below',
    });
    expect(compareRent(1100, nine)).toMatchObject({ direction: 'above', percentDifference: 20 });
    expect(compareRent(915, nine)).toMatchObject({ direction: 'typical', percentDifference: 0 });
  });

  it('has not enough listings under 5, counting only usable rents', () => {
    expect(compareRent(750, [900, 950, 1000, 1100])).toEqual({ kind: 'not-enough', count: 4 });
    expect(compareRent(750, [900, 950, 1000, 1100, 0, Number.NaN])).toEqual({ kind: 'not-enough', count: 4 });
    expect(compareRent(750, [])).toEqual({ kind: 'not-enough', count: 0 });
  });

  it('does not compare a rent of 0', () => {
    expect(compareRent(0, nine).kind).toBe('not-enough');
  });
});

describe('rentFarBelowTypical', () => {
  const five = [1000, 1000, 1000, 1100, 1200];

  it('flags a rent under 60% of the median, with the evidence', () => {
    expect(rentFarBelowTypical(550, five)).toEqual({ rent: 550, median: 1000, count: 5, percentOfMedian: 55 });
  });

  it('does not flag 60% or more', () => {
    expect(rentFarBelowTypical(600, five)).toBeNull();
    expect(rentFarBelowTypical(900, five)).toBeNull();
  });

  it('gives no signal with fewer than 5 listings to compare', () => {
    expect(rentFarBelowTypical(100, [1000, 1000, 1000, 1000])).toBeNull();
  });
});
