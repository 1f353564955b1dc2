import { useState } from 'react';

export interface SmartImageProps {
  src: string;
  /** Required: every image has alt text. */
  alt: string;
  /** Intrinsic size; also fixes the box's aspect ratio so nothing shifts while loading. */
  width: number;
  height: number;
  /** Above-the-fold image: eager load with high fetch priority instead of lazy. */
  priority?: boolean;
  /** `contain` for product photos that must not be cropped. */
  fit?: 'cover' | 'contain';
  className?: string;
}

/**
 * Product photos are contained, not cropped. Light theme: on white. Dark theme: on the card's own
 * surface, so the letterbox around a photo is never a bright white box inside a dark card.
 */
const CONTAIN_CLASS = 'bg-white object-contain p-2 dark:bg-slate-800';

/**
 * The one image component of the guide and essentials pages: lazy, async-decoded, inside a box
 * with a fixed aspect ratio, and a styled fallback (never a broken-image icon) when loading fails.
 */
export function SmartImage({ src, alt, width, height, priority = false, fit = 'cover', className = '' }: SmartImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = src.trim() === '' || failedSrc === src;
  return (
    <div
      className={`relative overflow-hidden ${fit === 'contain' ? 'bg-white dark:bg-slate-800' : 'bg-slate-200 dark:bg-slate-700'} ${className}`}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {failed ? (
        <div
          role="img"
          aria-label={alt}
          data-testid="smart-image-fallback"
          className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-orange-100 to-amber-200 p-4 text-center dark:from-slate-700 dark:to-slate-800"
        >
          <span aria-hidden="true" className="line-clamp-3 text-sm font-semibold text-slate-800 dark:text-slate-100">
            {alt}
          </span>
        </div>
      ) : (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
          onError={() => setFailedSrc(src)}
          className={`absolute inset-0 h-full w-full ${fit === 'contain' ? CONTAIN_CLASS : 'object-cover'}`}
        />
      )}
    </div>
  );
}
