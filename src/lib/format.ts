import { groupThousands } from './enGB';

/** £1,250 (whole pounds). */
export function formatGBP(amount: number): string {
  const grouped = groupThousands(amount);
  return grouped.startsWith('-') ? `-£${grouped.slice(1)}` : `£${grouped}`;
}

/** £1,153.84, or £1,500 when the amount is whole pounds: legal limits are shown to the penny. */
export function formatGBPExact(amount: number): string {
  const pence = Math.round(Math.abs(amount) * 100);
  const pounds = formatGBP(Math.floor(pence / 100));
  const rest = pence % 100;
  const sign = amount < 0 && pence !== 0 ? '-' : '';
  return `${sign}${pounds}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}
