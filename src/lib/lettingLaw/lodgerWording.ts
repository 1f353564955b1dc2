/**
 * Whether a listing's text describes a room in the owner's own home (a lodger with a live-in
 * landlord): a hint for listings written before they said their kind of let. It never exempts a
 * deposit from the cap: in England the Tenant Fees Act 2019 covers lodgers too.
 */
const LODGER_WORDING =
  /\b(lodgers?|lodging|live-?in (landlord|landlady|owner)|(landlord|landlady|owner) (lives|living) (in|here|on site|at the property)|live with (the )?(landlord|landlady|owner|family|us)|living with (the )?(landlord|landlady|owner|family|us)|room in (my|our) (family )?(home|house|flat))\b/i;

export function mentionsLodgerArrangement(text: string): boolean {
  return LODGER_WORDING.test(text);
}
