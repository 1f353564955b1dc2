import { deleteImageByUrl } from '@/data';

export interface ImageCleanup {
  failed: string[];
}

/**
 * Permanent delete: the document first, then its images in Storage. This order means
 * a refused or failed delete never leaves a live post with missing pictures; if some image
 * cannot be removed afterwards it is reported (and logged) rather than hidden.
 */
export async function deleteWithImages(deleteDocument: () => Promise<void>, imageUrls: readonly string[]): Promise<ImageCleanup> {
  await deleteDocument();
  const urls = imageUrls.filter(Boolean);
  const results = await Promise.allSettled(urls.map((url) => deleteImageByUrl(url)));
  const failed = urls.filter((_, index) => results[index]?.status === 'rejected');
  if (failed.length > 0) {
    console.error('Post deleted but some images could not be removed from Storage', failed, results);
  }
  return { failed };
}
