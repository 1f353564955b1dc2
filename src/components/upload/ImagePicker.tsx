import { useId, useState, type DragEvent } from 'react';
import { MAX_IMAGES_PER_LISTING } from '@/config/constants';
import { IMAGE_HINT } from '@/lib/images';
import { FilePreview } from './FilePreview';
import { ImageUploadProgress } from './UploadProgress';
import type { PickedImage } from './useImageSelection';
import type { UploadStatus } from './uploadImages';

export interface ImagePickerProps {
  label: string;
  images: readonly PickedImage[];
  errors: readonly string[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** Images counted against the limit besides these (e.g. the editor's kept images). */
  otherCount?: number;
  /** Per-image upload progress, index-aligned with `images`, while a batch uploads. */
  progress?: readonly UploadStatus[];
  disabled?: boolean;
}

/**
 * Pick or drop images (the caller's selection rules decide what is kept), see previews and
 * remove them. Reusable by any screen that uploads listing images.
 */
export function ImagePicker({ label, images, errors, onAdd, onRemove, otherCount = 0, progress = [], disabled = false }: ImagePickerProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onAdd([...event.dataTransfer.files]);
  };

  const count = otherCount + images.length;
  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <div
        data-testid="image-drop-zone"
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-xl border-2 border-dashed p-4 text-center transition-colors ${dragging ? 'border-orange-700 bg-orange-50 dark:border-orange-400 dark:bg-orange-950' : 'border-slate-300 dark:border-slate-600'}`}
      >
        <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">Drag and drop photos here, or choose files:</p>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          disabled={disabled}
          aria-describedby={[hintId, errors.length ? errorId : null].filter(Boolean).join(' ')}
          onChange={(event) => {
            onAdd([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
          className="mx-auto block w-full max-w-xs text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-orange-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-orange-800 dark:text-slate-300"
        />
        <p id={hintId} className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          <span>{IMAGE_HINT}</span>
          <span>
            {' · '}
            {count} of {MAX_IMAGES_PER_LISTING} photos
          </span>
        </p>
      </div>
      {errors.length ? (
        <ul id={errorId} role="alert" className="mt-2 space-y-1 text-sm text-red-700 dark:text-red-400">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
      {images.length ? (
        <ul aria-label="New photos" className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {images.map((image, index) => {
            const status = progress[index];
            return (
              <li key={image.id} className="relative">
                <FilePreview file={image.file} alt={`Preview of ${image.file.name}`} />
                {status ? <ImageUploadProgress status={status} name={image.file.name} /> : null}
                <button
                  type="button"
                  onClick={() => onRemove(image.id)}
                  disabled={disabled}
                  aria-label={`Remove ${image.file.name}`}
                  className="absolute top-1 right-1 flex h-8 w-8 items-center justify-center rounded-full bg-slate-900/80 text-lg text-white hover:bg-slate-900 disabled:opacity-50"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
