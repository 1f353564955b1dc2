import type { ReactNode } from 'react';
import { BackButton } from './BackButton';

/**
 * The row above a post: Back on the left, the post's actions (Save, Share, Report) on the right.
 * Both wrap, so the row never grows wider than a 360 px phone.
 */
export function PostActionBar({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <BackButton />
      <div className="flex min-w-0 flex-wrap items-center justify-end gap-2">{children}</div>
    </div>
  );
}
