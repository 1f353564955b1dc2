import { Button } from '@/components/ui/Button';
import { inputClass } from '@/components/form/TextField';
import { PLACE_MESSAGES, type PlaceSearchState } from '@/features/place';
import { RADIUS_OPTIONS_KM, type RadiusKm } from '@/lib/place/geo';
import type { PlaceSearch } from '@/lib/place/placeSearch';

export interface NearbyToolbarProps {
  place: PlaceSearch;
  onRadius: PlaceSearchState['setRadius'];
  onClear: () => void;
}

/** The distance search's radius (1, 3, 5, 10 km) and a way back to all rooms. */
export function NearbyToolbar({ place, onRadius, onClear }: NearbyToolbarProps) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="nearby-radius" className="mb-1 block text-sm font-semibold text-slate-800 dark:text-slate-200">
          {PLACE_MESSAGES.radiusLabel}
        </label>
        <select
          id="nearby-radius"
          className={inputClass}
          value={place.radiusKm}
          onChange={(event) => onRadius(Number(event.target.value) as RadiusKm)}
        >
          {RADIUS_OPTIONS_KM.map((km) => (
            <option key={km} value={km}>
              {PLACE_MESSAGES.radiusOption(km)}
            </option>
          ))}
        </select>
      </div>
      <Button variant="secondary" onClick={onClear}>
        {PLACE_MESSAGES.clearPlace}
      </Button>
    </div>
  );
}
