import { useEffect, useRef } from 'react';

/**
 * A thumbnail of a local file. The object URL is created and revoked by the effect, so it is
 * released when the preview is removed or the form unmounts (and StrictMode's re-run is safe).
 */
export function FilePreview({ file, alt }: { file: Blob; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (ref.current) ref.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={ref} alt={alt} width={160} height={120} className="aspect-[4/3] w-full rounded-lg bg-slate-200 object-cover dark:bg-slate-800" />;
}
