import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { MESSAGES } from '@/config/messages';
import { useBottomBarHeight } from './useBottomBarHeight';

export interface ContactSectionProps {
  inactive: boolean;
  inactiveText: string;
  /** Hidden on the viewer's own post: nobody messages themselves. */
  canMessage: boolean;
  onMessage: () => void;
  /** The poster is premium (known with the post): the number's row is reserved before it loads. */
  premium: boolean;
  /** Shown only when the rules let the viewer read it (premium poster). */
  premiumPhone: string | null;
  posterName: string;
  /** "Active today" and the like, loaded after the page: under the heading (in the bar, under the number), on a line kept free for it. */
  posterActivity?: ReactNode;
}

/**
 * The activity's reserved line: a flex box is exactly as tall as the label (a block would take the
 * taller line box of its own 16 px font, and the label's arrival would push what follows by 4 px).
 */
const ACTIVITY_LINE = 'min-h-5 items-center';

/**
 * How to contact the poster. On a phone, when the viewer can message, the section is a bar fixed
 * to the bottom of the screen, so "Message User" is reachable at once instead of two screens down
 * (`data-sticky-contact`: src/index.css pads the page's end by the bar's measured height and lifts
 * the toasts above it).
 */
export function ContactSection({ inactive, inactiveText, canMessage, onMessage, premium, premiumPhone, posterName, posterActivity }: ContactSectionProps) {
  const sticky = !inactive && canMessage;
  const barRef = useBottomBarHeight<HTMLElement>(sticky);
  return (
    <section
      ref={barRef}
      aria-labelledby="contact-heading"
      data-sticky-contact={sticky ? '' : undefined}
      className={
        sticky
          ? 'fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur lg:static lg:z-auto lg:rounded-2xl lg:border lg:bg-transparent lg:p-5 lg:shadow-none lg:backdrop-blur-none dark:border-slate-700 dark:bg-slate-950/95 lg:dark:bg-transparent'
          : 'rounded-2xl border border-slate-200 p-5 dark:border-slate-700'
      }
    >
      {/* The activity arrives after the page, on a line of its own kept free for it: nothing below moves. */}
      <div className={sticky ? 'lg:mb-3' : 'mb-3'}>
        <h2 id="contact-heading" className={`text-lg font-bold text-slate-900 dark:text-white ${sticky ? 'sr-only lg:not-sr-only' : ''}`}>
          Contact {posterName || 'the poster'}
        </h2>
        {posterActivity ? <div className={`${ACTIVITY_LINE} ${sticky ? 'hidden lg:flex' : 'flex'}`}>{posterActivity}</div> : null}
      </div>
      {inactive ? (
        <div role="note" className="rounded-lg bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100">
          <p className="font-semibold">{MESSAGES.inactiveListing}</p>
          <p>{inactiveText}</p>
        </div>
      ) : (
        <div className={sticky ? 'flex items-center gap-3 lg:block lg:space-y-4' : 'space-y-4'}>
          {/* In the bar: the number and the activity stacked beside the button, each on one line. */}
          {premium || (sticky && posterActivity) ? (
            <div className={sticky ? 'min-w-0 flex-1 lg:flex-none' : undefined}>
              {premium ? <PremiumPhone phone={premiumPhone} /> : null}
              {sticky && posterActivity ? <div className={`${ACTIVITY_LINE} flex lg:hidden`}>{posterActivity}</div> : null}
            </div>
          ) : null}
          {canMessage ? (
            <Button onClick={onMessage} className={premium || posterActivity ? 'shrink-0 lg:w-auto' : 'flex-1 lg:w-auto'}>
              Message User
            </Button>
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300">This is your post.</p>
          )}
        </div>
      )}
    </section>
  );
}

/** The premium poster's number; its row keeps its height while the number loads (no layout shift). */
function PremiumPhone({ phone }: { phone: string | null }) {
  return (
    <p className="min-h-12 text-slate-800 dark:text-slate-200">
      <span className="block text-xs font-semibold tracking-wide text-amber-800 uppercase dark:text-amber-300">Contact Number (Premium)</span>
      {phone ? (
        <a href={`tel:${phone.replace(/\s+/g, '')}`} className="text-lg font-bold whitespace-nowrap underline">
          {phone}
        </a>
      ) : (
        <span aria-hidden="true" className="inline-block h-7 w-36 animate-pulse rounded bg-slate-200 align-middle dark:bg-slate-700" />
      )}
    </p>
  );
}
