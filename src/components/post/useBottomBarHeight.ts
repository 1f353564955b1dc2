import { useLayoutEffect, useRef } from 'react';

/**
 * Publishes a fixed bottom bar's height as `--bottom-bar` on the body (src/index.css pads the page's
 * end by it and the toasts rise above it), measured, so a taller bar (a premium number, the
 * poster's activity, a larger font) never covers the end of the page. Cleared when the bar goes.
 */
export function useBottomBarHeight<T extends HTMLElement>(active: boolean) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!active || !bar || typeof ResizeObserver === 'undefined') return;
    const { style } = document.body;
    // Only while fixed: on a wide screen the same section sits in the page and lifts nothing.
    const publish = () =>
      getComputedStyle(bar).position === 'fixed' ? style.setProperty('--bottom-bar', `${bar.getBoundingClientRect().height}px`) : style.removeProperty('--bottom-bar');
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      style.removeProperty('--bottom-bar');
    };
  }, [active]);
  return ref;
}
