import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@/config/constants';

/** Dark mode lives as the `.dark` class on <html> (set before paint by index.html) and in localStorage. */
const listeners = new Set<() => void>();

function isDark(): boolean {
  return typeof document !== 'undefined' && document.documentElement.classList.contains('dark');
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setDarkMode(dark: boolean): void {
  document.documentElement.classList.toggle('dark', dark);
  try {
    localStorage.setItem(STORAGE_KEYS.darkMode, String(dark));
  } catch {
    // Private mode or storage full: the theme still applies for this visit.
  }
  listeners.forEach((listener) => listener());
}

export function useDarkMode(): [boolean, () => void] {
  const dark = useSyncExternalStore(subscribe, isDark, () => false);
  const toggle = useCallback(() => setDarkMode(!isDark()), []);
  return [dark, toggle];
}
