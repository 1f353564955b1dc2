import { Button } from '@/components/ui/Button';
import { MESSAGES } from '@/config/messages';

export interface ContactSectionProps {
  inactive: boolean;
  inactiveText: string;
  /** Hidden on the viewer's own post: nobody messages themselves. */
  canMessage: boolean;
  onMessage: () => void;
  /** Shown only when the rules let the viewer read it (premium poster). */
  premiumPhone: string | null;
  posterName: string;
}

export function ContactSection({ inactive, inactiveText, canMessage, onMessage, premiumPhone, posterName }: ContactSectionProps) {
  return (
    <section aria-labelledby="contact-heading" className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
      <h2 id="contact-heading" className="mb-3 text-lg font-bold text-slate-900 dark:text-white">
        Contact {posterName || 'the poster'}
      </h2>
      {inactive ? (
        <div role="note" className="rounded-lg bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100">
          <p className="font-semibold">{MESSAGES.inactiveListing}</p>
          <p>{inactiveText}</p>
        </div>
      ) : (
        <div className="space-y-4">
          {premiumPhone ? (
            <p className="text-slate-800 dark:text-slate-200">
              <span className="block text-xs font-semibold tracking-wide text-amber-800 uppercase dark:text-amber-300">
                Contact Number (Premium)
              </span>
              <a href={`tel:${premiumPhone.replace(/\s+/g, '')}`} className="text-lg font-bold underline">
                {premiumPhone}
              </a>
            </p>
          ) : null}
          {canMessage ? (
            <Button onClick={onMessage} className="w-full sm:w-auto">
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
