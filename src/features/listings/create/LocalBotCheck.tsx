import { useEffect, useState } from 'react';
import { BOT_CHECK_EXPIRED, LOCAL_BOT_CHECK_EXPIRY_MS, LOCAL_BOT_CHECK_LABEL, type BotCheckWidgetProps } from './botCheckTypes';

/**
 * Stand-in for reCAPTCHA when no site key is configured (local stack, tests): same contract,
 * it verifies on a tick and expires after two minutes or on "Expire check".
 */
export function LocalBotCheck({ verified, onChange }: BotCheckWidgetProps) {
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    if (!verified) return;
    const timer = window.setTimeout(() => {
      setExpired(true);
      onChange(false);
    }, LOCAL_BOT_CHECK_EXPIRY_MS);
    return () => window.clearTimeout(timer);
  }, [verified, onChange]);

  return (
    <div className="rounded-lg border border-slate-300 bg-slate-50 p-3 dark:border-slate-600 dark:bg-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-slate-900 dark:text-slate-100">
          <input
            type="checkbox"
            className="h-5 w-5 accent-orange-700"
            checked={verified}
            onChange={(event) => {
              setExpired(false);
              onChange(event.target.checked);
            }}
          />
          {LOCAL_BOT_CHECK_LABEL}
        </label>
        {verified ? (
          <button
            type="button"
            onClick={() => {
              setExpired(true);
              onChange(false);
            }}
            className="min-h-11 rounded-lg px-3 text-sm text-slate-700 underline underline-offset-2 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-700"
          >
            Expire check
          </button>
        ) : null}
      </div>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        reCAPTCHA is not configured here (no VITE_RECAPTCHA_SITE_KEY); this stand-in verifies and expires like it.
      </p>
      {expired && !verified ? (
        <p role="status" className="mt-1 text-sm text-amber-800 dark:text-amber-300">
          {BOT_CHECK_EXPIRED}
        </p>
      ) : null}
    </div>
  );
}
