import { Suspense, lazy, useState } from 'react';
import { usePreviewMarks } from '@/components/post/previewMarks';

// The viewer loads the first time a photo is opened, not with the page.
const Lightbox = lazy(() => import('@/components/ui/Lightbox').then((module) => ({ default: module.Lightbox })));

/** A main image plus thumbnails; any image opens the keyboard- and swipe-friendly lightbox. */
export function RoomGallery({ images, title }: { images: string[]; title: string }) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  // Stays mounted once opened: closing the dialog (not unmounting it) returns focus to the photo.
  const [viewerUsed, setViewerUsed] = useState(false);
  const mark = usePreviewMarks();
  const open = (index: number) => {
    setViewerUsed(true);
    setOpenAt(index);
  };
  if (images.length === 0) {
    return (
      <div className="flex aspect-[16/9] items-center justify-center rounded-2xl bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
        No photos yet
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <button type="button" onClick={() => open(0)} className="block w-full overflow-hidden rounded-2xl" aria-label={`Open photo 1 of ${images.length}`}>
        <img src={images[0]} {...mark?.({ src: 'images.0' })} alt={`${title}, photo 1`} width={1280} height={720} fetchPriority="high" className="aspect-[16/9] w-full object-cover" />
      </button>
      {images.length > 1 ? (
        <ul className="grid grid-cols-4 gap-2 sm:grid-cols-6">
          {images.slice(1).map((src, index) => (
            <li key={src}>
              <button type="button" onClick={() => open(index + 1)} className="block w-full overflow-hidden rounded-lg" aria-label={`Open photo ${index + 2} of ${images.length}`}>
                <img src={src} alt="" width={200} height={150} loading="lazy" decoding="async" className="aspect-[4/3] w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {viewerUsed ? (
        <Suspense fallback={null}>
          <Lightbox images={images} title={title} index={openAt} onIndexChange={setOpenAt} />
        </Suspense>
      ) : null}
    </div>
  );
}
