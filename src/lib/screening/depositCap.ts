/**
 * The "deposit above the legal cap" risk signal: the letting-law deposit rule for the listing's
 * nation and kind of let (src/lib/lettingLaw), the same rule owners and seekers see. Lodgers are not
 * exempt: in England the Tenant Fees Act 2019 covers licences to occupy as well as tenancies.
 * A listing written before listings said where they are and what kind of let they are is read as a
 * tenancy in its city's nation (letListingOf).
 */
import { checkLettingLaw, inWeeksOfRent, letListingOf, type LawListingSource, type MoneyFinding } from '@/lib/lettingLaw';

export interface DepositAboveCapEvidence {
  deposit: number;
  /** The legal limit for this rent, in pounds (to the penny). */
  cap: number;
  /** The limit in words: "5 weeks' rent", "2 months' rent". */
  capLabel: string;
  weeksOfRent: number;
  /** The law, short: "Tenant Fees Act 2019". */
  act: string;
}

export type DepositCheckedListing = LawListingSource;

export function depositAboveCap(listing: DepositCheckedListing, date: Date = new Date()): DepositAboveCapEvidence | null {
  const findings = checkLettingLaw(letListingOf(listing), date);
  const finding = findings.find((f): f is MoneyFinding => f.kind === 'money' && f.field === 'deposit');
  if (!finding) return null;
  return {
    deposit: finding.asked,
    cap: finding.limit,
    capLabel: finding.rule.limitLabel(listing.rent),
    weeksOfRent: inWeeksOfRent(finding.asked, listing.rent),
    act: finding.rule.act,
  };
}
