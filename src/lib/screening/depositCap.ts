/**
 * Tenant Fees Act 2019: a tenancy deposit may not exceed 5 weeks' rent (annual rent under
 * £50,000). Lodgers living with their landlord are not covered by the Act, so a listing that says
 * so gets a softer note instead of a warning.
 */
import { DEPOSIT_CAP_WEEKS } from '@/config/constants';

export interface DepositAboveCapEvidence {
  deposit: number;
  /** The cap: 5 × (monthly rent × 12 / 52), rounded to the penny. */
  cap: number;
  weeksOfRent: number;
  /** 'warning' for an ordinary tenancy; 'note' when the text describes a lodger / live-in landlord. */
  severity: 'warning' | 'note';
}

const LODGER_WORDING =
  /\b(lodgers?|lodging|live-?in (landlord|landlady|owner)|(landlord|landlady|owner) (lives|living) (in|here|on site|at the property)|live with (the )?(landlord|landlady|owner|family|us)|living with (the )?(landlord|landlady|owner|family|us)|room in (my|our) (family )?(home|house|flat))\b/i;

export function weeklyRent(monthlyRent: number): number {
  return (monthlyRent * 12) / 52;
}

export function mentionsLodgerArrangement(text: string): boolean {
  return LODGER_WORDING.test(text);
}

export function depositAboveCap(listing: { rent: number; deposit: number; title: string; description: string }): DepositAboveCapEvidence | null {
  const { rent, deposit } = listing;
  if (!(deposit > 0) || !(rent > 0)) return null;
  const weekly = weeklyRent(rent);
  const cap = Math.round(weekly * DEPOSIT_CAP_WEEKS * 100) / 100;
  if (deposit <= cap) return null;
  return {
    deposit,
    cap,
    weeksOfRent: Math.round((deposit / weekly) * 10) / 10,
    severity: mentionsLodgerArrangement(`${listing.title}\n${listing.description}`) ? 'note' : 'warning',
  };
}
