import { describe, expect, it } from 'vitest';
import { MAX_IMAGES_PER_LISTING, MAX_UPLOAD_BYTES } from '@/config/constants';
import { MESSAGES } from '@/config/messages';
import {
  IMAGE_HINT,
  NON_IMAGES_SKIPPED,
  imageLimitError,
  isTooLarge,
  keepImageFiles,
  selectImages,
  tooLargeMessage,
} from './images';

const file = (name: string, type = 'image/png', size = 1000) => ({ name, type, size });

describe('image rules', () => {
  it('uses the spec hint and messages word for word', () => {
    expect(IMAGE_HINT).toBe('PNG, JPG, GIF up to 10MB');
    expect(MESSAGES.maxImages).toBe('You can upload a maximum of 10 images.');
    expect(MESSAGES.maxImagesTotal).toBe('You can upload a maximum of 10 images total.');
  });

  it('keeps only image files (drag-and-drop)', () => {
    const kept = keepImageFiles([file('a.png'), file('notes.pdf', 'application/pdf'), file('b.gif', 'image/gif'), file('x', '')]);
    expect(kept.map((item) => item.name)).toEqual(['a.png', 'b.gif']);
  });

  it('allows files up to exactly 10MB', () => {
    expect(isTooLarge(file('ok', 'image/png', MAX_UPLOAD_BYTES))).toBe(false);
    expect(isTooLarge(file('big', 'image/png', MAX_UPLOAD_BYTES + 1))).toBe(true);
  });

  it('limits new files to 10 with the create message', () => {
    expect(imageLimitError(0, MAX_IMAGES_PER_LISTING, 'new')).toBeNull();
    expect(imageLimitError(7, 3, 'new')).toBeNull();
    expect(imageLimitError(7, 4, 'new')).toBe(MESSAGES.maxImages);
    expect(imageLimitError(0, 11, 'new')).toBe(MESSAGES.maxImages);
  });

  it('limits existing plus new images to 10 with the editor message', () => {
    expect(imageLimitError(9, 1, 'total')).toBeNull();
    expect(imageLimitError(9, 2, 'total')).toBe(MESSAGES.maxImagesTotal);
  });

  it('refuses the whole selection when it would pass the limit', () => {
    const picked = Array.from({ length: 4 }, (_, index) => file(`p${index}.png`));
    expect(selectImages(picked, 7, 'new')).toEqual({ accepted: [], errors: [MESSAGES.maxImages] });
    expect(selectImages(picked, 6, 'new')).toEqual({ accepted: picked, errors: [] });
  });

  it('skips non-images and oversized files, reporting each', () => {
    const big = file('huge.jpg', 'image/jpeg', MAX_UPLOAD_BYTES + 1);
    const result = selectImages([file('a.png'), file('doc.txt', 'text/plain'), big], 0, 'new');
    expect(result.accepted.map((item) => item.name)).toEqual(['a.png']);
    expect(result.errors).toEqual([NON_IMAGES_SKIPPED, tooLargeMessage(['huge.jpg'])]);
    expect(tooLargeMessage(['huge.jpg'])).toBe('huge.jpg is larger than 10MB and was not added.');
    expect(tooLargeMessage(['a.jpg', 'b.jpg'])).toBe('a.jpg, b.jpg are larger than 10MB and were not added.');
  });

  it('does not count skipped files against the limit', () => {
    const big = file('huge.jpg', 'image/jpeg', MAX_UPLOAD_BYTES + 1);
    const result = selectImages([file('a.png'), big], 9, 'total');
    expect(result.accepted).toHaveLength(1);
  });
});
