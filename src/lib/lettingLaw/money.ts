/**
 * Rent arithmetic in whole pence, so a check and the Firestore rules can agree to the penny.
 * Weekly rent from monthly rent is monthly × 12 / 52: that is how the Tenant Fees Act 2019
 * statutory guidance and local authority trading standards tell tenants to work it out
 * (docs/letting-law.md, "Weekly rent").
 */

export function toPence(pounds: number): number {
  return Math.round(pounds * 100);
}

/** weeks × (monthly rent × 12 / 52), in pence, rounded down. */
export function weeksOfRentPence(rentPcm: number, weeks: number): number {
  return Math.floor((toPence(rentPcm) * 12 * weeks) / 52);
}

/** months × monthly rent, in pence. */
export function monthsOfRentPence(rentPcm: number, months: number): number {
  return toPence(rentPcm) * months;
}

export function annualRent(rentPcm: number): number {
  return rentPcm * 12;
}

/** How many weeks of rent an amount is, to one decimal place. */
export function inWeeksOfRent(amount: number, rentPcm: number): number {
  return Math.round(((amount * 52) / (rentPcm * 12)) * 10) / 10;
}
