import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/config/messages';
import { existingImages, finalImages, keptImages, markRemoved, removedImages, restoreImage, totalImagesError } from './existingImages';

const urls = ['https://x/1.jpg', 'https://x/2.jpg', 'https://x/3.jpg'];

describe('editor image bookkeeping', () => {
  it('marks images for removal and restores them, keeping the original order', () => {
    let state = markRemoved(existingImages(urls), urls[1] ?? '');
    expect(keptImages(state)).toEqual([urls[0], urls[2]]);
    expect(removedImages(state)).toEqual([urls[1]]);
    const restored = restoreImage(state, urls[1] ?? '', 0);
    expect(restored.error).toBeNull();
    state = restored.state;
    expect(keptImages(state)).toEqual(urls);
    expect(removedImages(state)).toEqual([]);
  });

  it('puts new uploads after the kept images', () => {
    const state = markRemoved(existingImages(urls), urls[0] ?? '');
    expect(finalImages(state, ['https://x/new.jpg'])).toEqual([urls[1], urls[2], 'https://x/new.jpg']);
  });

  it('limits kept plus new images to 10 total', () => {
    const state = existingImages(urls);
    expect(totalImagesError(state, 7)).toBeNull();
    expect(totalImagesError(state, 8)).toBe(MESSAGES.maxImagesTotal);
    expect(totalImagesError(markRemoved(state, urls[0] ?? ''), 8)).toBeNull();
  });

  it('refuses a restore that would pass 10 total', () => {
    const state = markRemoved(existingImages(urls), urls[0] ?? '');
    const result = restoreImage(state, urls[0] ?? '', 8);
    expect(result.error).toBe(MESSAGES.maxImagesTotal);
    expect(result.state).toBe(state);
  });
});
