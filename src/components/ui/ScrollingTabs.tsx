import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Tab link classes shared by every tab row: the current tab is underlined. */
export function tabLinkClass(active: boolean): string {
  return `inline-block min-h-11 border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap ${
    active
      ? 'border-orange-700 text-orange-800 dark:border-orange-400 dark:text-orange-300'
      : 'border-transparent text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
  }`;
}

const FADE = 'pointer-events-none absolute inset-y-0 flex w-10 items-center text-lg font-bold text-orange-800 dark:text-orange-300';

/**
 * A row of tabs that stays one row on a phone: it scrolls sideways, opens with the current tab
 * (the `aria-current="page"` link) in view, and fades with a chevron on each side that has more
 * tabs, so nothing hides off the edge without a hint.
 */
export function ScrollingTabs({ label, currentKey, children }: { label: string; currentKey: string; children: ReactNode }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () =>
      setMore({ before: list.scrollLeft > 1, after: list.scrollLeft + list.clientWidth < list.scrollWidth - 1 });
    // Centres the current tab unless it is already wholly in view (again when a label's width
    // changes, e.g. "Create Listing" becoming "Create Listing (4/4)", or a tab appears before it
    // once the account's role is known).
    const reveal = () => {
      const current = list.querySelector<HTMLElement>('[aria-current="page"]');
      const hidden = current && (current.offsetLeft < list.scrollLeft || current.offsetLeft + current.offsetWidth > list.scrollLeft + list.clientWidth);
      if (current && hidden) list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
      update();
    };
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reveal);
    const watchItems = () => {
      for (const item of list.children) resizes?.observe(item);
      reveal();
    };
    watchItems();
    const additions = typeof MutationObserver === 'undefined' ? null : new MutationObserver(watchItems);
    additions?.observe(list, { childList: true });
    list.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      resizes?.disconnect();
      additions?.disconnect();
      list.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [currentKey]);

  return (
    <nav aria-label={label} className="relative">
      <ul ref={listRef} className="relative flex gap-1 overflow-x-auto border-b border-slate-200 [scrollbar-width:none] dark:border-slate-700">
        {children}
      </ul>
      {more.before ? (
        <span aria-hidden="true" data-testid="tabs-more-before" className={`${FADE} left-0 justify-start bg-gradient-to-r from-white via-white/90 to-transparent dark:from-slate-950 dark:via-slate-950/90`}>
          ‹
        </span>
      ) : null}
      {more.after ? (
        <span aria-hidden="true" data-testid="tabs-more-after" className={`${FADE} right-0 justify-end bg-gradient-to-l from-white via-white/90 to-transparent dark:from-slate-950 dark:via-slate-950/90`}>
          ›
        </span>
      ) : null}
    </nav>
  );
}
