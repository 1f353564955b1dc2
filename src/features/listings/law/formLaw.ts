/**
 * The letting-law checks of the listing form: the findings for what is typed (live, shown beside
 * their fields), and the gate that keeps a listing breaking a hard rule from being published.
 */
import { checkLettingLaw } from '@/lib/lettingLaw/check';
import { letListingOf } from '@/lib/lettingLaw/fromListing';
import type { LawFinding, Nation } from '@/lib/lettingLaw/types';
import type { ListingFormValues } from '../create/listingForm';

function amount(value: string): number {
  const parsed = Number(value);
  return value.trim() && Number.isFinite(parsed) ? parsed : 0;
}

/** The findings for the form's values; `nation` is the postcode lookup's when there is one. */
export function formLawFindings(values: ListingFormValues, nation?: Nation, date: Date = new Date()): LawFinding[] {
  const listing = letListingOf({
    title: values.title,
    description: values.description,
    postcode: values.postcode,
    rent: amount(values.rent),
    deposit: amount(values.deposit),
    holdingDeposit: amount(values.holdingDeposit),
    rentInAdvance: amount(values.rentInAdvance),
    letKind: values.letKind,
    ...(nation ? { nation } : {}),
  });
  return checkLettingLaw(listing, date);
}

/**
 * The submit's letting-law gate: with a hard finding it focuses the first field concerned (whose
 * live check says why) and refuses; everything typed stays.
 */
export function lawAllowsPublishing(idPrefix: string, findings: readonly LawFinding[]): boolean {
  const blocking = findings.find((finding) => finding.rule.severity === 'hard');
  if (!blocking) return true;
  document.getElementById(`${idPrefix}-${blocking.field}`)?.focus();
  return false;
}
