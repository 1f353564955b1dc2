/** Image selection rules: image files only, at most 10 per listing, each up to 10MB. */
import { MAX_IMAGES_PER_LISTING, MAX_UPLOAD_BYTES } from '@/config/constants';
import { MESSAGES } from '@/config/messages';

export const IMAGE_HINT = 'PNG, JPG, GIF up to 10MB';

/** Create form counts only new files; the editor counts kept existing images plus new files. */
export type ImageLimitMode = 'new' | 'total';

export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/');
}

/** Drag-and-drop (and a picker whose `accept` was bypassed) may bring anything: keep images only. */
export function keepImageFiles<T extends Pick<File, 'type'>>(files: Iterable<T>): T[] {
  return [...files].filter(isImageFile);
}

export function isTooLarge(file: Pick<File, 'size'>): boolean {
  return file.size > MAX_UPLOAD_BYTES;
}

export function tooLargeMessage(names: readonly string[]): string {
  const list = names.join(', ');
  return names.length === 1 ? `${list} is larger than 10MB and was not added.` : `${list} are larger than 10MB and were not added.`;
}

export const NON_IMAGES_SKIPPED = 'Only image files can be added; other files were skipped.';

/** The spec's message when `current + adding` exceeds 10, else null. */
export function imageLimitError(current: number, adding: number, mode: ImageLimitMode): string | null {
  if (current + adding <= MAX_IMAGES_PER_LISTING) return null;
  return mode === 'total' ? MESSAGES.maxImagesTotal : MESSAGES.maxImages;
}

export interface ImageSelectionResult<T> {
  /** Files to add; empty when the limit would be exceeded (the whole selection is refused). */
  accepted: T[];
  /** Messages to show, in order (skipped non-images, oversized files, the limit). */
  errors: string[];
}

/**
 * Applies every rule to a picked or dropped selection: non-images are skipped, files over 10MB
 * are refused by name, and if the rest would take the count past 10 nothing is added.
 */
export function selectImages<T extends Pick<File, 'type' | 'size' | 'name'>>(
  incoming: Iterable<T>,
  current: number,
  mode: ImageLimitMode,
): ImageSelectionResult<T> {
  const all = [...incoming];
  const images = keepImageFiles(all);
  const errors: string[] = [];
  if (images.length < all.length) errors.push(NON_IMAGES_SKIPPED);
  const tooLarge = images.filter(isTooLarge);
  if (tooLarge.length > 0) errors.push(tooLargeMessage(tooLarge.map((file) => file.name)));
  const fitting = images.filter((file) => !isTooLarge(file));
  const limit = imageLimitError(current, fitting.length, mode);
  if (limit) return { accepted: [], errors: [...errors, limit] };
  return { accepted: fitting, errors };
}

