import { useCallback, useState } from 'react';
import { selectImages, type ImageLimitMode } from '@/lib/images';

export interface PickedImage {
  id: string;
  file: File;
}

export interface ImageSelection {
  images: PickedImage[];
  /** Messages from the last add (skipped files, the 10-image limit); cleared by the next add. */
  errors: string[];
  add: (files: Iterable<File>) => void;
  remove: (id: string) => void;
}

let nextId = 0;

/**
 * New files picked for upload. `otherCount` is how many images already count against the
 * limit besides these (the editor's kept images); `mode` picks the spec's message.
 */
export function useImageSelection(otherCount = 0, mode: ImageLimitMode = 'new'): ImageSelection {
  const [images, setImages] = useState<PickedImage[]>([]);
  const [errors, setErrors] = useState<string[]>([]);

  const add = useCallback(
    (files: Iterable<File>) => {
      const result = selectImages(files, otherCount + images.length, mode);
      setErrors(result.errors);
      if (result.accepted.length === 0) return;
      setImages((previous) => [...previous, ...result.accepted.map((file) => ({ id: `picked-${++nextId}`, file }))]);
    },
    [otherCount, images.length, mode],
  );

  const remove = useCallback((id: string) => {
    setErrors([]);
    setImages((previous) => previous.filter((image) => image.id !== id));
  }, []);

  return { images, errors, add, remove };
}
