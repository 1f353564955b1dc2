import { useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { Modal } from './Modal';

export interface LightboxProps {
  images: string[];
  title: string;
  /** Open at this index; null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

const SWIPE_PX = 40;

/** Full-screen photo viewer: ←/→ navigate, Escape closes (native dialog), swipe on touch. */
export function Lightbox({ images, title, index, onIndexChange }: LightboxProps) {
  const touchX = useRef<number | null>(null);
  const open = index !== null;
  const current = index ?? 0;
  const go = (delta: number) => onIndexChange((current + delta + images.length) % images.length);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    if (event.key === 'ArrowLeft') go(-1);
  };
  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    go(end < start ? 1 : -1);
  };
  const navClass =
    'absolute top-1/2 -translate-y-1/2 rounded-full bg-slate-900/70 px-3 py-2 text-2xl text-white hover:bg-slate-900 focus-visible:bg-slate-900';

  return (
    <Modal open={open} onClose={() => onIndexChange(null)} title={`${title}: photo ${current + 1} of ${images.length}`} size="lg" onKeyDown={onKeyDown}>
      <div className="relative" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <img src={images[current]} alt={`${title}, photo ${current + 1}`} className="max-h-[70vh] w-full rounded-lg object-contain" />
        {images.length > 1 ? (
          <>
            <button type="button" className={`${navClass} left-2`} onClick={() => go(-1)} aria-label="Previous photo">
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className={`${navClass} right-2`} onClick={() => go(1)} aria-label="Next photo">
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
        <p aria-live="polite" className="mt-2 text-center text-sm text-slate-700 dark:text-slate-300">
          Photo {current + 1} of {images.length}. Use the left and right arrow keys to move between photos.
        </p>
      </div>
    </Modal>
  );
}
