import { Button } from '@/components/ui/Button';
import { PLACE_MESSAGES, type PlaceSearchState } from '@/features/place';
import { RADIUS_OPTIONS_KM, type RadiusKm } from '@/lib/place/geo';

/** An empty distance search's way out: one tap to the next larger distance (none past the largest). */
export function LargerRadiusButton({ radiusKm, onRadius }: { radiusKm: RadiusKm; onRadius: PlaceSearchState['setRadius'] }) {
  const next = RADIUS_OPTIONS_KM.find((km) => km > radiusKm);
  if (next === undefined) return null;
  return (
    <Button variant="secondary" onClick={() => onRadius(next)}>
      {PLACE_MESSAGES.tryRadius(next)}
    </Button>
  );
}
