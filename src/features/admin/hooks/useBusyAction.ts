import { useCallback, useRef, useState } from 'react';

/**
 * Runs one write at a time: `busy` while it runs, `error` (the given message) if it fails,
 * the cause logged to the console. Resolves to whether it succeeded.
 */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const run = useCallback(async (action: () => Promise<void>, failureMessage: string): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (cause) {
      console.error(failureMessage, cause);
      setError(failureMessage);
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  const clearError = useCallback(() => setError(null), []);
  return { busy, error, run, clearError };
}
