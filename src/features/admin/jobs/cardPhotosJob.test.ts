import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as compression from '@/components/upload/compressImage';
import * as data from '@/data';
import { spyOnData } from '@/testing/spies';
import { makeCardPhotosStep } from './cardPhotosJob';

const photo = (n: number) => `https://s.test/o/${n}`;
const card = (n: number) => `https://s.test/o/card/${n}`;

beforeEach(() => {
  spyOnData(['countRoomListings', 'listingsWithoutCardPhotosPage']);
  vi.spyOn(data, 'downloadImage').mockResolvedValue(new Blob(['full'], { type: 'image/jpeg' }));
  vi.spyOn(compression, 'compressCardImage').mockResolvedValue(new Blob(['card'], { type: 'image/jpeg' }));
  vi.spyOn(data, 'uploadCardImageOf').mockImplementation((url) => Promise.resolve(url.replace('/o/', '/o/card/')));
  vi.spyOn(data, 'setListingCardImages').mockResolvedValue(true);
});

describe('makeCardPhotosStep', () => {
  it('makes the missing renditions, keeps the stored ones and writes each listing once', async () => {
    vi.mocked(data.listingsWithoutCardPhotosPage).mockResolvedValue({
      checked: 20,
      missing: [
        { id: 'old', images: [photo(1), photo(2)] },
        { id: 'half', images: [photo(3), photo(4)], cardImages: [card(3), photo(4)] },
      ],
      next: 'z',
    });
    expect(await makeCardPhotosStep('y')).toEqual({ checked: 20, updated: 2, next: 'z' });
    expect(data.listingsWithoutCardPhotosPage).toHaveBeenCalledWith('y');
    expect(data.setListingCardImages).toHaveBeenCalledWith('old', [card(1), card(2)]);
    expect(data.setListingCardImages).toHaveBeenCalledWith('half', [card(3), card(4)]);
    expect(vi.mocked(data.uploadCardImageOf).mock.calls.map(([url]) => url)).toEqual([photo(1), photo(2), photo(4)]);
  });

  it('leaves a photo that cannot be made smaller as its own card, and does not rewrite a listing that stays the same', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(compression.compressCardImage).mockResolvedValue(null);
    vi.mocked(data.listingsWithoutCardPhotosPage).mockResolvedValue({
      checked: 2,
      missing: [
        { id: 'new', images: [photo(1)] },
        { id: 'tried', images: [photo(2)], cardImages: [photo(2)] },
      ],
      next: null,
    });
    expect(await makeCardPhotosStep(null)).toEqual({ checked: 2, updated: 1, next: null });
    expect(data.setListingCardImages).toHaveBeenCalledTimes(1);
    expect(data.setListingCardImages).toHaveBeenCalledWith('new', [photo(1)]);
    expect(data.uploadCardImageOf).not.toHaveBeenCalled();
  });

  it('keeps the photo as its card when its download fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(data.downloadImage).mockRejectedValue(new Error('storage/unauthorized'));
    vi.mocked(data.listingsWithoutCardPhotosPage).mockResolvedValue({ checked: 1, missing: [{ id: 'a', images: [photo(1)] }], next: null });
    expect(await makeCardPhotosStep(null)).toEqual({ checked: 1, updated: 1, next: null });
    expect(data.setListingCardImages).toHaveBeenCalledWith('a', [photo(1)]);
  });
});
