import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { FILTERS } from '@/config/searchMessages';
import type { FilterCodec } from '@/lib/filters/codec';
import { filtersKey } from '@/lib/filters/codec';
import type { PostKind } from '@/data/collections/posts';
import { ActiveFilterChips } from './ActiveFilterChips';
import { SaveSearchButton } from './SaveSearchButton';

// No height either, so a closed form adds no scroll room below a short page.
const CLOSED_FORM = { visibility: 'hidden', maxHeight: 0, overflow: 'hidden' } as const;

export interface FilterPanelProps<F> {
  codec: FilterCodec<F>;
  /** The applied filters (from the URL). */
  filters: F;
  onApply: (next: F) => void;
  /** Checks the typed values: the filters to apply, or null when the fields now show errors. */
  readDraft: () => F | null;
  /** Empties the typed values (not the URL) for a fresh start. */
  resetDraft: () => void;
  kind: PostKind;
  /** The filter fields, bound to the caller's draft. */
  children: ReactNode;
}

/**
 * The filter bar above a Browse grid: a "Filters" toggle with the active count, removable chips,
 * "Save search", and a form that applies only on submit (one history entry per change). The open
 * form lies over the cards instead of pushing them down: opening it paints the form alone, not the
 * whole grid again. Closed, it is invisible rather than `hidden` (display: none), so its style and
 * layout are worked out while the page is idle and opening only paints it (interaction latency on
 * slow phones); invisible content is neither focusable nor in the accessibility tree. It is a
 * compositor layer of its own (`will-change`), so opening it rasters the form alone: without one,
 * the cards under it (their photos scaled, on a phone's CPU) are painted again in the same frame.
 */
export function FilterPanel<F>({ codec, filters, onApply, readDraft, resetDraft, kind, children }: FilterPanelProps<F>) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const chips = codec.chips(filters);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = readDraft();
    if (next === null) return;
    onApply(next);
    setOpen(false);
  };

  // The open form lies over the cards: Escape closes it, back to its toggle.
  const closeOnEscape = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div className="relative space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button ref={toggle} variant="secondary" aria-expanded={open} aria-controls={formId} onClick={() => setOpen((value) => !value)}>
          <span aria-hidden="true">☰</span>
          {FILTERS.toggle}
          {chips.length > 0 ? ` (${chips.length})` : ''}
        </Button>
        {chips.length > 0 ? <SaveSearchButton kind={kind} query={filtersKey(codec, filters)} suggestedName={chips.map((chip) => chip.label).join(', ')} /> : null}
        <ActiveFilterChips chips={chips} onApply={onApply} empty={codec.empty} />
      </div>
      <form
        id={formId}
        style={open ? undefined : CLOSED_FORM}
        onSubmit={submit}
        onKeyDown={closeOnEscape}
        noValidate
        aria-label={FILTERS.toggle}
        className="absolute inset-x-0 top-full z-20 mt-3 space-y-4 will-change-transform rounded-2xl border border-slate-200 bg-white p-4 shadow-xl sm:p-5 dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit">{FILTERS.apply}</Button>
          <Button variant="ghost" onClick={resetDraft}>
            {FILTERS.reset}
          </Button>
        </div>
      </form>
    </div>
  );
}
