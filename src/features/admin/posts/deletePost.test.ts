import { beforeEach, describe, expect, it, vi } from 'vitest';

const deleteImageByUrl = vi.fn<(url: string) => Promise<void>>();
vi.mock('@/data', () => ({ deleteImageByUrl: (url: string) => deleteImageByUrl(url) }));

const { deleteWithImages } = await import('./deletePost');

describe('deleteWithImages', () => {
  beforeEach(() => deleteImageByUrl.mockReset());

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
