import { useEffect, useState } from 'react';
import { ACTION_BUTTON_CLASS } from '@/components/ui/Button';
import { SHARE_FEEDBACK_MS } from '@/config/constants';
import { MESSAGES } from '@/config/messages';

/** Device share sheet when available, else copy the link and say so for 3 seconds. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const [feedback, setFeedback] = useState<string | null>(null);

  useEffect(() => {
    if (!feedback) return;
    const timer = window.setTimeout(() => setFeedback(null), SHARE_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [feedback]);

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
      } catch (error) {
        console.log('Share cancelled or failed', error);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setFeedback(MESSAGES.linkCopied);
    } catch (error) {
      console.error('Copy failed', error);
      setFeedback(MESSAGES.copyFailed);
    }
  };

  return (
    <div className="relative">
      <button type="button" className={ACTION_BUTTON_CLASS} onClick={() => void share()}>
        <span aria-hidden="true">⤴</span> Share
      </button>
      {/* Under the button, not beside it: the action row must not widen when the message shows. */}
      <p role="status" className="absolute top-full right-0 z-10 mt-1 text-sm whitespace-nowrap text-slate-700 dark:text-slate-300">
        {feedback}
      </p>
    </div>
  );
}
