import { groupThousands } from './enGB';

/** £1,250 (whole pounds). */
export function formatGBP(amount: number): string {
  const grouped = groupThousands(amount);
  return grouped.startsWith('-') ? `-£${grouped.slice(1)}` : `£${grouped}`;
}
