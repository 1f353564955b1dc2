export type Unsubscribe = () => void;

/**
 * Starts a subscription once `load` resolves (an SDK or a module loading on demand). The returned
 * function is synchronous and safe to call before then, e.g. when a component unmounts while the
 * code is still downloading: the subscription is then never started.
 */
export function afterLoading<T>(load: () => Promise<T>, start: (loaded: T) => Unsubscribe, onError: (error: Error) => void): Unsubscribe {
  let stop: Unsubscribe | null = null;
  let cancelled = false;
  load()
    .then((loaded) => {
      if (!cancelled) stop = start(loaded);
    })
    .catch((error: unknown) => onError(error instanceof Error ? error : new Error(String(error))));
  return () => {
    cancelled = true;
    stop?.();
    stop = null;
  };
}
