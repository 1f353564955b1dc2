/**
 * Hashes a stored listing photo in the admin's browser: the image is fetched from Storage (never a
 * hash sent by the poster), drawn on a canvas at most HASH_CANVAS_SIDE px wide, and its pixels go
 * to the pure `photoHash`. Admin console only: guest pages never load it.
 */
import { photoHash, type PhotoHashResult } from '@/lib/screening/photoHash';

/** The hash averages the image down to 32×32 cells; 256 px keeps every cell 8+ pixels wide. */
const HASH_CANVAS_SIDE = 256;

export async function hashStoredPhoto(url: string): Promise<PhotoHashResult> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The photo could not be downloaded (${response.status}).`);
  const bitmap = await createImageBitmap(await response.blob());
  try {
    const scale = Math.min(1, HASH_CANVAS_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot read image pixels.');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const pixels = context.getImageData(0, 0, width, height);
    // "Too small" refers to the stored image, not the canvas copy.
    const result = photoHash(pixels);
    return result.kind === 'too-small' ? { kind: 'too-small', width: bitmap.width, height: bitmap.height } : result;
  } finally {
    bitmap.close();
  }
}
