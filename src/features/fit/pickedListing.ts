/**
 * The listing an owner picked on Browse Roommates to see each seeker's fit against: its id, title
 * and household, kept for the browser tab (sessionStorage) so a seeker's page shows the same fit
 * without another read.
 */
import { useSyncExternalStore } from 'react';
import type { Household } from '@/schema/household';

export interface PickedListing {
  id: string;
  title: string;
  household: Household;
}

const KEY = 'household-fit-listing';
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: PickedListing | null } = { raw: null, value: null };

/** Set when the browser refuses sessionStorage (some private modes): the pick is kept in memory for this page. */
let memory: { value: PickedListing | null } | null = null;

function read(): PickedListing | null {
  if (memory) return memory.value;
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (raw !== cached.raw) {
    let value: PickedListing | null = null;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      if (parsed && typeof parsed === 'object' && 'id' in parsed && 'title' in parsed && 'household' in parsed) value = parsed as PickedListing;
    } catch {
      value = null;
    }
    cached = { raw, value };
  }
  return cached.value;
}

export function pickListing(listing: PickedListing | null): void {
  try {
    if (listing) sessionStorage.setItem(KEY, JSON.stringify(listing));
    else sessionStorage.removeItem(KEY);
    memory = null;
  } catch {
    memory = { value: listing };
  }
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function usePickedListing(): PickedListing | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
