import { useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToasts, type ToastKind } from './toast';

const KIND_CLASS: Record<ToastKind, string> = {
  success: 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
  error: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  info: 'border-slate-300 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
  tip: 'border-orange-200 bg-white text-slate-800 dark:border-orange-900 dark:bg-slate-900 dark:text-slate-100',
};

const EMPTY: readonly never[] = [];

/**
 * Renders toasts in one stack at the bottom of the screen (bottom right from sm up), above a
 * post page's contact bar (`--bottom-bar`, src/index.css): never over the header, its messages
 * and account buttons, or the tabs. Errors are announced assertively, the rest politely.
 */
export function Toaster() {
  const items = useSyncExternalStore(subscribeToasts, currentToasts, () => EMPTY);
  return (
    <div
      data-testid="toaster"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(var(--bottom-bar,0rem)+0.75rem)] z-50 flex flex-col items-center gap-2 px-3 sm:items-end sm:px-4"
    >
      <div role="status" aria-live="polite" className="contents">
        {items.filter((item) => item.kind !== 'error').map((item) => (
          <ToastCard key={item.id} id={item.id} kind={item.kind} message={item.message} />
        ))}
      </div>
      <div role="alert" aria-live="assertive" className="contents">
        {items.filter((item) => item.kind === 'error').map((item) => (
          <ToastCard key={item.id} id={item.id} kind={item.kind} message={item.message} />
        ))}
      </div>
    </div>
  );
}

function ToastCard({ id, kind, message }: { id: number; kind: ToastKind; message: string }) {
  const tip = kind === 'tip';
  return (
    <div data-testid="toast" className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg sm:max-w-sm ${KIND_CLASS[kind]}`}>
      {tip ? (
        <span aria-hidden="true" className="text-2xl">
          💡
        </span>
      ) : null}
      <p className="flex-1">{message}</p>
      <button
        type="button"
        onClick={() => dismissToast(id)}
        aria-label={tip ? 'Dismiss tip' : 'Dismiss notification'}
        className="-m-1 rounded p-1 opacity-80 hover:opacity-100"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
