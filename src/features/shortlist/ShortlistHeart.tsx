import { useState } from 'react';
import type { ShortlistPost } from '@/data';
import { ACTION_BUTTON_CLASS } from '@/components/ui/Button';
import { toast } from '@/components/ui/toast';
import { SHORTLIST } from './messages';
import { useAuthDialogs } from '@/features/auth';
import type { ShortlistValue } from './ShortlistContext';
import { useShortlist } from './useShortlist';

export interface ShortlistHeartProps {
  post: ShortlistPost;
  /** 'overlay' sits on a card's image (above the card's full-size link); 'inline' on a detail page. */
  variant?: 'overlay' | 'inline';
}

const VARIANT_CLASS = {
  overlay: 'absolute top-2 right-2 z-10 h-11 w-11 justify-center rounded-full bg-white/95 shadow dark:bg-slate-900/95',
  inline: ACTION_BUTTON_CLASS,
} as const;

/** The shortlist heart: saves/removes a post for a signed-in user; asks guests to log in. */
export function ShortlistHeart(props: ShortlistHeartProps) {
  const shortlist = useShortlist();
  return shortlist ? <HeartButton {...props} shortlist={shortlist} /> : null;
}

function HeartButton({ post, variant = 'overlay', shortlist }: ShortlistHeartProps & { shortlist: ShortlistValue }) {
  const { openDialog } = useAuthDialogs();
  const [busy, setBusy] = useState(false);
  const saved = shortlist.isSaved(post.kind, post.postId);
  const label = saved ? SHORTLIST.remove(post.title) : SHORTLIST.save(post.title);

  const onClick = async () => {
    if (!shortlist.uid) {
      toast.info(SHORTLIST.logInToSave);
      openDialog('auth');
      return;
    }
    setBusy(true);
    try {
      await shortlist.toggle(post);
    } catch (cause) {
      console.error('Shortlist update failed', cause);
      toast.error(SHORTLIST.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={saved}
      disabled={busy || !shortlist.ready}
      onClick={() => void onClick()}
      className={`inline-flex items-center disabled:opacity-60 ${VARIANT_CLASS[variant]}`}
    >
      <span aria-hidden="true" className={`text-xl leading-none ${saved ? 'text-red-700 dark:text-red-400' : 'text-slate-700 dark:text-slate-200'}`}>
        {saved ? '♥' : '♡'}
      </span>
      {variant === 'inline' ? <span>{saved ? SHORTLIST.savedLabel : SHORTLIST.saveLabel}</span> : null}
    </button>
  );
}
