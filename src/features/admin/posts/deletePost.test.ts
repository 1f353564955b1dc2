import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as data from '@/data';
import { deleteWithImages } from './deletePost';

let deleteImageByUrl: MockInstance<typeof data.deleteImageByUrl>;

describe('deleteWithImages', () => {
  beforeEach(() => {
    deleteImageByUrl = vi.spyOn(data, 'deleteImageByUrl').mockResolvedValue(undefined);
  });

  it('deletes the document, then every image', async () => {
    const order: string[] = [];
    deleteImageByUrl.mockImplementation(async (url) => void order.push(url));
    const result = await deleteWithImages(async () => void order.push('doc'), ['a.jpg', 'b.jpg']);
    expect(order).toEqual(['doc', 'a.jpg', 'b.jpg']);
    expect(result.failed).toEqual([]);
  });

  it('keeps the images when the document delete is refused', async () => {
    await expect(deleteWithImages(() => Promise.reject(new Error('permission-denied')), ['a.jpg'])).rejects.toThrow('permission-denied');
    expect(deleteImageByUrl).not.toHaveBeenCalled();
  });

  it('reports images that could not be removed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    deleteImageByUrl.mockImplementation(async (url) => {
      if (url === 'b.jpg') throw new Error('storage/unauthorized');
    });
    const result = await deleteWithImages(async () => undefined, ['a.jpg', 'b.jpg']);
    expect(result.failed).toEqual(['b.jpg']);
    expect(error).toHaveBeenCalled();
  });
});
