import { inactiveImageClass } from '@/components/post/PostBadges';
import { usePreviewMarks } from '@/components/post/previewMarks';
import { initialsOf } from '@/lib/initials';

const SIZES = {
  md: { box: 'h-16 w-16 text-xl', px: 64 },
  lg: { box: 'h-28 w-28 text-3xl', px: 112 },
} as const;

export interface RoommateAvatarProps {
  name: string;
  picture: string;
  size?: keyof typeof SIZES;
  /** Alternative text; '' when the name is shown next to it. */
  alt?: string;
  greyed?: boolean;
  priority?: boolean;
}

/** A round profile picture, or the person's initials when there is none. */
export function RoommateAvatar({ name, picture, size = 'md', alt = '', greyed = false, priority = false }: RoommateAvatarProps) {
  const { box, px } = SIZES[size];
  const mark = usePreviewMarks();
  if (picture) {
    return (
      <img
        src={picture}
        {...mark?.({ src: 'profilePicture' })}
        alt={alt}
        width={px}
        height={px}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        className={`${box} shrink-0 rounded-full bg-slate-200 object-cover dark:bg-slate-700 ${greyed ? inactiveImageClass : ''}`}
      />
    );
  }
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-orange-100 font-bold text-orange-900 dark:bg-orange-900 dark:text-orange-100`}
    >
      {initialsOf(name)}
    </span>
  );
}
