import { describe, expect, it } from 'vitest';
import { PROFILE_PICTURE_MAX_SIDE } from '@/config/constants';
import { fitWithin } from './pictureResize';

describe('fitWithin (profile picture ≤ 500 px on its longest side)', () => {
  const max = PROFILE_PICTURE_MAX_SIDE;

  it('scales a landscape image so its width is the limit', () => {
    expect(fitWithin({ width: 2000, height: 1000 }, max)).toEqual({ width: 500, height: 250 });
  });

  it('scales a portrait image so its height is the limit, rounding the other side', () => {
    expect(fitWithin({ width: 1000, height: 3000 }, max)).toEqual({ width: 167, height: 500 });
    expect(fitWithin({ width: 3024, height: 4032 }, max)).toEqual({ width: 375, height: 500 });
  });

  it('never upscales a small image and keeps one exactly at the limit', () => {
    expect(fitWithin({ width: 300, height: 200 }, max)).toEqual({ width: 300, height: 200 });
    expect(fitWithin({ width: 500, height: 500 }, max)).toEqual({ width: 500, height: 500 });
  });

  it('keeps at least 1 px on the short side of a very thin image', () => {
    expect(fitWithin({ width: 5000, height: 2 }, max)).toEqual({ width: 500, height: 1 });
  });

  it('rejects an image without a size', () => {
    expect(() => fitWithin({ width: 0, height: 100 }, max)).toThrow();
    expect(() => fitWithin({ width: Number.NaN, height: 100 }, max)).toThrow();
  });
});
