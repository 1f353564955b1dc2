import { CARD_IMAGE_COMPRESSION, LISTING_IMAGE_COMPRESSION } from '@/config/constants';

/**
 * The worker loads the library with importScripts(libURL). Its default is a CDN, which is
 * offline here and outside our CSP, so it points at the copy in public/vendor (kept identical
 * to node_modules by a test). Blob workers cannot resolve relative URLs: make it absolute.
 */
export function compressionLibUrl(): string {
  return new URL(`${import.meta.env.BASE_URL}vendor/browser-image-compression.js`, window.location.origin).href;
}

/**
 * Compresses a listing image in a web worker (≈0.07 MB, longest side 1280, quality 0.7, spec
 * §9). The library is imported on demand so only the screens that upload download it. If
 * compression fails for any reason the original file is returned, as the spec asks.
 */
export async function compressImage(file: File, onProgress?: (percent: number) => void): Promise<Blob> {
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    return await imageCompression(file, {
      ...LISTING_IMAGE_COMPRESSION,
      useWebWorker: true,
      libURL: compressionLibUrl(),
      ...(onProgress ? { onProgress } : {}),
    });
  } catch (error) {
    console.warn(`Image compression failed for ${file.name}; uploading the original.`, error);
    return file;
  }
}

/**
 * A listing photo's card rendition (≈25 KB JPEG, longest side 480: src/lib/cardPhotos.ts), made
 * from the original file for the best quality. Null when it cannot be made: the card then shows
 * the full photo.
 */
export async function compressCardImage(file: Blob): Promise<Blob | null> {
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const source = file instanceof File ? file : new File([file], 'photo.jpg', { type: file.type || 'image/jpeg' });
    return await imageCompression(source, { ...CARD_IMAGE_COMPRESSION, fileType: 'image/jpeg', useWebWorker: true, libURL: compressionLibUrl() });
  } catch (error) {
    console.warn('The card photo could not be made; the card shows the full photo.', error);
    return null;
  }
}
