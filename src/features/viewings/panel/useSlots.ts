import { useEffect, useState } from 'react';
import type { Unsubscribe } from '@/data';
import type { ViewingSlot } from '@/types/viewings';

export type Subscribe = (onNext: (slots: ViewingSlot[]) => void, onError: (error: Error) => void) => Unsubscribe;

/** Live slots from `subscribe` (null while loading or without one); `key` names the subscription. */
export function useSlots(key: string | null, subscribe: Subscribe): { slots: ViewingSlot[] | null; error: boolean } {
  const [state, setState] = useState<{ key: string | null; slots: ViewingSlot[] | null; error: boolean }>({ key: null, slots: null, error: false });
  useEffect(() => {
    if (!key) return undefined;
    return subscribe(
      (slots) => setState({ key, slots, error: false }),
      () => setState({ key, slots: null, error: true }),
    );
    // `key` names everything `subscribe` closes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? { slots: state.slots, error: state.error } : { slots: null, error: false };
}

/** A one-shot read as a Subscribe (a guest's page reads once, over REST). */
export function readOnce(read: () => Promise<ViewingSlot[]>): Subscribe {
  return (onNext, onError) => {
    let live = true;
    read().then(
      (slots) => live && onNext(slots),
      (error: unknown) => live && onError(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      live = false;
    };
  };
}
