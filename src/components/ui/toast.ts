/**
 * App-wide toasts: a tiny store with a <Toaster> that renders it. Written here instead of using
 * a library because the whole thing is ~1 KB and sits in every page's critical path.
 * Default duration is 7000 ms.
 */
import { ONBOARDING_TOAST_MS, TOAST_DURATION_MS } from '@/config/constants';

/** `tip`: the onboarding hint, in the same stack so it never lands on top of another toast. */
export type ToastKind = 'success' | 'error' | 'info' | 'tip';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

type Listener = (items: readonly ToastItem[]) => void;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener(items);
}

export function dismissToast(id: number): void {
  items = items.filter((item) => item.id !== id);
  emit();
}

function show(kind: ToastKind, message: string, durationMs = TOAST_DURATION_MS): number {
  const id = nextId++;
  // The same message twice in a row (e.g. a double click) shows once.
  items = [...items.filter((item) => item.message !== message), { id, kind, message }].slice(-4);
  emit();
  setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  tip: (message: string) => show('tip', message, ONBOARDING_TOAST_MS),
};

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(items);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly ToastItem[] {
  return items;
}
