import { useEffect } from 'react';
import { ONBOARDING_TOAST_MS } from '@/config/constants';

/** The dismissible onboarding hint at the bottom right; closes itself after 10 seconds. */
export function OnboardingToast({ message, onClose }: { message: string; onClose: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onClose, ONBOARDING_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [onClose]);
  return (
    <div
      role="status"
      className="fixed right-4 bottom-4 left-4 z-40 flex items-start gap-3 rounded-xl border border-orange-200 bg-white p-4 shadow-xl sm:left-auto sm:max-w-sm dark:border-orange-900 dark:bg-slate-900"
    >
      <span aria-hidden="true" className="text-2xl">💡</span>
      <p className="flex-1 text-sm text-slate-800 dark:text-slate-100">{message}</p>
      <button
        type="button"
        onClick={onClose}
        aria-label="Dismiss tip"
        className="-m-1 rounded-md p-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <span aria-hidden="true" className="text-xl leading-none">×</span>
      </button>
    </div>
  );
}
