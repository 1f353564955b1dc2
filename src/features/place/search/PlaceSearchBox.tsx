import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { inputClass } from '@/components/form/TextField';
import { Button } from '@/components/ui/Button';
import { env } from '@/config/env';
import type { LatLng } from '@/lib/place/geo';
import { DEFAULT_RADIUS_KM } from '@/lib/place/placeSearch';
import { lookupArea } from '../lib/postcodesApi';
import { resolveTypedPlace, searchPointOf } from '../lib/typedPlace';
import { PLACE_MESSAGES } from '../messages';
import { usePlaceSearch } from '../usePlaceSearch';
import { loadUniversityMatcher } from './loadUniversityMatcher';
import type { PlaceSuggestion, UniversityMatcher } from './placeSuggestions';
import { usePlaceSuggestions } from './usePlaceSuggestions';

const INPUT_ID = 'place-search';
const LIST_ID = 'place-search-list';
const ERROR_ID = 'place-search-error';
const optionId = (index: number) => `place-search-option-${index}`;

/** Where a search starts when none is in the URL: the seeker's saved place ("UCL, Bloomsbury"). */
export type PlaceSearchStart = LatLng & { label: string };

/**
 * "Where do you need to be?": the place search, keyed by the URL's place so a new one resets it.
 * Without one it starts from `start`, its box filled: Search then looks around it.
 */
export function PlaceSearchBox({ start = null }: { start?: PlaceSearchStart | null }) {
  const { place } = usePlaceSearch();
  const initialText = place?.label ?? start?.label ?? '';
  return <PlaceCombobox key={initialText} initialText={initialText} start={place ? null : start} />;
}

/**
 * A combobox (ARIA 1.2 pattern, list autocomplete): arrows move through the suggestions, Enter
 * picks the highlighted one (or the first), Escape closes the list. Picking puts the place in
 * the URL; Browse Rooms then searches around it. What was typed stays when a lookup fails.
 */
function PlaceCombobox({ initialText, start }: { initialText: string; start: PlaceSearchStart | null }) {
  const { place, setPlace } = usePlaceSearch();
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [matcher, setMatcher] = useState<UniversityMatcher | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Once something is typed: a box filled from the URL or the saved place asks no service.
  const [edited, setEdited] = useState(false);
  const { suggestions, error: serviceError } = usePlaceSuggestions(edited ? text : '', matcher);
  const showList = open && text.trim() !== '' && suggestions.length > 0;
  const shownError = error ?? (open ? serviceError : null);

  const loadUniversities = () => {
    if (!matcher) void loadUniversityMatcher().then((loaded) => setMatcher(() => loaded));
  };

  // What was typed before the app's code arrived (the home page hydrates after its first paint) is
  // taken up, not lost: the box shows its suggestions as if it had been typed now.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed === initialText) return;
    setEdited(true);
    setText(typed);
    setOpen(document.activeElement === input.current);
    void loadUniversityMatcher().then((loaded) => setMatcher(() => loaded));
  }, [initialText]);

  const search = (label: string, point: LatLng) => {
    setText(label);
    setPlace({ label, lat: point.lat, lng: point.lng, radiusKm: place?.radiusKm ?? DEFAULT_RADIUS_KM });
  };

  const pick = async (suggestion: PlaceSuggestion) => {
    setOpen(false);
    setActive(-1);
    setError(null);
    let point = suggestion.point;
    if (!point) {
      setBusy(true);
      const found = await lookupArea(env.postcodesApiUrl, suggestion.label);
      setBusy(false);
      if (!found.ok) return setError(found.message);
      point = { lat: found.value.lat, lng: found.value.lng };
    }
    search(suggestion.label, point);
  };

  /** Sent without a highlighted suggestion: the saved place, the place the text names, or the first suggestion. */
  const submitTyped = async () => {
    const typed = text.trim();
    if (typed === '') return setError(PLACE_MESSAGES.emptyPlaceSearch);
    if (start && typed === start.label) return search(start.label, start);
    if (place && typed === place.label) return setOpen(false);
    setOpen(false);
    setError(null);
    setBusy(true);
    const found = await resolveTypedPlace(typed);
    setBusy(false);
    if (found?.ok) {
      const { label, ...point } = searchPointOf(found.value);
      return search(label, point);
    }
    if (found) return setError(found.message);
    const first = suggestions[0];
    if (first) return void pick(first);
    setError(PLACE_MESSAGES.noSuggestions);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = suggestions[active];
    if (chosen) return void pick(chosen);
    void submitTyped();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form role="search" aria-labelledby={`${INPUT_ID}-label`} onSubmit={onSubmit} className="w-full">
      <label id={`${INPUT_ID}-label`} htmlFor={INPUT_ID} className="mb-2 block text-lg font-bold text-slate-900 dark:text-white">
        {PLACE_MESSAGES.searchLabel}
      </label>
      <div className="relative flex gap-2">
        <input
          id={INPUT_ID}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={LIST_ID}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? ERROR_ID : undefined}
          placeholder={PLACE_MESSAGES.searchPlaceholder}
          ref={input}
          value={text}
          onFocus={loadUniversities}
          onBlur={() => setOpen(false)}
          onChange={(event) => {
            setEdited(true);
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          className={`${inputClass} flex-1`}
        />
        <Button type="submit" disabled={busy}>
          {PLACE_MESSAGES.searchButton}
        </Button>
        <ul
          id={LIST_ID}
          role="listbox"
          aria-label={PLACE_MESSAGES.suggestionsLabel}
          hidden={!showList}
          className="absolute top-full right-0 left-0 z-30 mt-1 max-h-80 overflow-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => void pick(suggestion)}
              className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-orange-100 dark:bg-slate-700' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
            >
              <span className="block font-semibold text-slate-900 dark:text-white">{suggestion.label}</span>
              <span className="block text-sm text-slate-700 dark:text-slate-300">{suggestion.detail}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="sr-only" aria-live="polite">
        {showList ? PLACE_MESSAGES.suggestionCount(suggestions.length) : ''}
      </p>
      {shownError ? (
        <p id={ERROR_ID} role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
          {shownError}
        </p>
      ) : null}
    </form>
  );
}
