import { useSyncExternalStore } from 'react';

/**
 * The signed-in user's unread total, which every page title starts with ("(2) RoomShare UK").
 * A tiny store rather than a context: the signed-in header sets it, and each page's <Head>
 * (rendered anywhere, prerendered too, where it stays 0) reads it.
 */
let count = 0;
const listeners = new Set<() => void>();

export function setTitleCount(next: number): void {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTitleCount(): number {
  return useSyncExternalStore(subscribe, () => count, () => 0);
}
