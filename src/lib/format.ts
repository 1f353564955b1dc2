const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

/** £1,250 (whole pounds). */
export function formatGBP(amount: number): string {
  return gbp.format(amount);
}
