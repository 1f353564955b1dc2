/**
 * The "deposit above the legal cap" risk signal: the letting-law deposit rule for the listing's
 * nation and kind of let (src/lib/lettingLaw), the same rule owners and seekers see. Lodgers are not
 * exempt: in England the Tenant Fees Act 2019 covers licences to occupy as well as tenancies.
 * A listing written before listings said where they are and what kind of let they are is read as a
 * tenancy in England (where the deposit cap applies to every kind of let).
 */
import { checkLettingLaw, inWeeksOfRent, type LetKind, type MoneyFinding, type Nation } from '@/lib/lettingLaw';

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

export interface DepositCheckedListing {
  rent: number;
  deposit: number;
  title: string;
  description: string;
  nation?: Nation;
  letKind?: LetKind;
}

export function depositAboveCap(listing: DepositCheckedListing, date: Date = new Date()): DepositAboveCapEvidence | null {
  const findings = checkLettingLaw(
    { nation: listing.nation ?? 'england', letKind: listing.letKind ?? 'tenancy', rentPcm: listing.rent, deposit: listing.deposit, title: listing.title, description: listing.description },
    date,
  );
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
