import type { ExistingImages } from './existingImages';

export interface ExistingImagesEditorProps {
  state: ExistingImages;
  onRemove: (url: string) => void;
  onRestore: (url: string) => void;
  disabled?: boolean;
}

/** The listing's current photos: each can be marked for removal and restored until saved. */
export function ExistingImagesEditor({ state, onRemove, onRestore, disabled = false }: ExistingImagesEditorProps) {
  if (state.urls.length === 0) return <p className="text-sm text-slate-700 dark:text-slate-300">This listing has no photos yet.</p>;
  return (
    <ul aria-label="Current photos" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {state.urls.map((url, index) => {
        const removed = state.removed.has(url);
        const name = `photo ${index + 1}`;
        return (
          <li key={url} className="space-y-1">
            <img
              src={url}
              alt={`Current ${name}`}
              width={160}
              height={120}
              loading="lazy"
              className={`aspect-[4/3] w-full rounded-lg object-cover ${removed ? 'opacity-40 grayscale' : ''}`}
            />
            {removed ? <p className="text-xs font-semibold text-red-700 dark:text-red-400">Marked for removal</p> : null}
            <button
              type="button"
              disabled={disabled}
              onClick={() => (removed ? onRestore(url) : onRemove(url))}
              className="min-h-11 w-full rounded-lg border border-slate-300 px-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              {removed ? `Restore ${name}` : `Remove ${name}`}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
