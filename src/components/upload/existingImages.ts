/** Image bookkeeping of a post editor: existing images marked for removal (restorable), plus new files. */
import { imageLimitError } from '@/lib/images';

export interface ExistingImages {
  /** The listing's image URLs, in order. */
  urls: readonly string[];
  /** URLs marked for removal (restorable until saved). */
  removed: ReadonlySet<string>;
}

export function existingImages(urls: readonly string[]): ExistingImages {
  return { urls, removed: new Set() };
}

export function keptImages(state: ExistingImages): string[] {
  return state.urls.filter((url) => !state.removed.has(url));
}

export function removedImages(state: ExistingImages): string[] {
  return state.urls.filter((url) => state.removed.has(url));
}

export function markRemoved(state: ExistingImages, url: string): ExistingImages {
  return { ...state, removed: new Set([...state.removed, url]) };
}

/**
 * Restores a removed image unless that would take kept + new past 10, in which case the state
 * is unchanged and the spec's "maximum of 10 images total" message is returned.
 */
export function restoreImage(state: ExistingImages, url: string, newCount: number): { state: ExistingImages; error: string | null } {
  const error = imageLimitError(keptImages(state).length, newCount + 1, 'total');
  if (error) return { state, error };
  const removed = new Set(state.removed);
  removed.delete(url);
  return { state: { ...state, removed }, error: null };
}

/** The error to block a save with, if kept + new exceed 10. */
export function totalImagesError(state: ExistingImages, newCount: number): string | null {
  return imageLimitError(keptImages(state).length, newCount, 'total');
}

/** The listing's images after saving: kept ones in their order, then the new uploads. */
export function finalImages(state: ExistingImages, uploaded: readonly string[]): string[] {
  return [...keptImages(state), ...uploaded];
}
