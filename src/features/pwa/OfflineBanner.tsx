import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Tells the user when they are offline: saved pages still work, new data waits for a connection. */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  if (online) return null;
  return (
    <p role="status" className="bg-slate-900 px-4 py-2 text-center text-sm text-white dark:bg-slate-100 dark:text-slate-900">
      You are offline. Pages you have visited still work; new listings and messages will load when you reconnect.
    </p>
  );
}
