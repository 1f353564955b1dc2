import { lazy, Suspense } from 'react';
import { env } from '@/config/env';
import { LocalBotCheck } from './LocalBotCheck';
import type { BotCheckWidgetProps } from './botCheckTypes';

const RecaptchaBotCheck = lazy(() => import('./RecaptchaBotCheck'));

export interface BotCheckProps extends BotCheckWidgetProps {
  /** "Please verify that you are not a robot." after a submit without it. */
  error: string | null;
  /** Overrides env.recaptchaSiteKey (tests). */
  siteKey?: string;
}

/**
 * reCAPTCHA when a site key is configured, else a labelled local stand-in: the emulator build is
 * offline and cannot load Google's widget, but the form keeps the same step.
 */
export function BotCheck({ verified, onChange, error, siteKey = env.recaptchaSiteKey }: BotCheckProps) {
  return (
    <div>
      {siteKey ? (
        <Suspense fallback={<p className="text-sm text-slate-700 dark:text-slate-300">Loading verification…</p>}>
          <RecaptchaBotCheck siteKey={siteKey} verified={verified} onChange={onChange} />
        </Suspense>
      ) : (
        <LocalBotCheck verified={verified} onChange={onChange} />
      )}
      {error ? (
        <p id="bot-check-error" role="alert" className="mt-2 text-sm font-semibold text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
