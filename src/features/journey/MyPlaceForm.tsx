import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/form/TextField';
import { Button } from '@/components/ui/Button';
import type { MyPlace } from '@/lib/place/myPlace';
import { parsePostcode } from '@/lib/place/postcode';
import { campusLabel, matchUniversities } from '@/lib/place/universityMatch';
import { JOURNEY_MESSAGES } from './messages';
import { placeFromInput, universityPlace } from './placeFromInput';

export interface MyPlaceFormProps {
  save: (place: MyPlace) => Promise<void>;
  onCancel?: () => void;
  /** Shown but not usable yet (the session that decides where the place is kept is loading). */
  disabled?: boolean;
}

/**
 * One field for a university (suggestions from the built-in list, each a button) or a workplace
 * postcode (looked up on Save). A wrong entry says why and keeps what was typed.
 */
export function MyPlaceForm({ save, onCancel, disabled = false }: MyPlaceFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const suggestions = parsePostcode(text) ? [] : matchUniversities(text);

  const run = async (find: () => Promise<MyPlace | string>) => {
    setBusy(true);
    setError(null);
    try {
      const found = await find();
      if (typeof found === 'string') setError(found);
      else await save(found);
    } catch (cause) {
      console.error('Saving my place failed', cause);
      setError(JOURNEY_MESSAGES.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const found = await placeFromInput(text);
      return found.ok ? found.value : found.message;
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextField
        label={JOURNEY_MESSAGES.inputLabel}
        hint={JOURNEY_MESSAGES.inputHint}
        error={error}
        value={text}
        autoComplete="off"
        maxLength={60}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
      />
      {suggestions.length > 0 ? (
        <ul aria-label={JOURNEY_MESSAGES.suggestionsLabel} className="flex flex-wrap gap-2">
          {suggestions.map((campus) => (
            <li key={campus.id}>
              <Button variant="secondary" disabled={busy || disabled} onClick={() => void run(() => Promise.resolve(universityPlace(campus)))}>
                {campusLabel(campus)}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy || disabled}>
          {busy ? JOURNEY_MESSAGES.saving : JOURNEY_MESSAGES.save}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {JOURNEY_MESSAGES.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
