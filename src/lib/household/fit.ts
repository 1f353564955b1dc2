/**
 * Household fit, seeker side: a seeker's needs against a room's household, point by point.
 *
 * Each dimension the seeker marked **must** or **prefer** gives one reason: met (the household's
 * value is one they accept; for languages, any one in common), broken (a value they do not accept),
 * or unknown (the listing does not say). Unknown is never a match. "Don't mind" dimensions give none.
 *
 * The label, from the reasons (FIT_THRESHOLDS below):
 * - no reasons (an empty profile): no label;
 * - any must (or, owner side, household rule) not met, broken or unknown: "Check N things";
 * - every must met and every prefer met: "Great fit";
 * - every must met and at least half the prefers met: "Good fit";
 * - otherwise "Check N things".
 * N counts every reason not met (the ✗ and ? lines the room page lists).
 */
import { HOUSEHOLD_LABELS, NEED_DIMENSIONS, type Household, type HouseholdNeeds, type NeedDimension, type NeedSet } from '@/schema/household';
import { DIMENSION_NAMES, FIT_MESSAGES, VALUE_TEXT_OVERRIDES } from './fitMessages';

export type FitState = 'met' | 'broken' | 'unknown';
/** A seeker's must or prefer, or (owner side) a household rule checked against the seeker. */
export type FitWeight = 'must' | 'prefer' | 'rule';

export interface FitReason {
  /** The dimension it is about (a need dimension, or a seeker fact for a rule). */
  key: string;
  state: FitState;
  weight: FitWeight;
  /** Without its symbol: "Vegetarian kitchen", "Hindi spoken", "Alcohol not stated". */
  text: string;
}

export type FitLabel = { kind: 'great' } | { kind: 'good' } | { kind: 'check'; count: number };

export interface Fit {
  label: FitLabel | null;
  reasons: FitReason[];
  /** Every must (and household rule) met: what "Only rooms that meet my musts" keeps. */
  meetsMusts: boolean;
}

/** The share of prefers a room must meet, with every must, to be a "Good fit". */
export const FIT_THRESHOLDS = { goodPreferShare: 0.5 } as const;

/** What a household's stored value reads as in a reason. */
export function valueText(dimension: Exclude<NeedDimension, 'languages'>, value: string): string {
  const overrides: Partial<Record<string, string>> = dimension in VALUE_TEXT_OVERRIDES ? VALUE_TEXT_OVERRIDES[dimension as keyof typeof VALUE_TEXT_OVERRIDES] : {};
  const labels: Partial<Record<string, string>> = HOUSEHOLD_LABELS[dimension];
  return overrides[value] ?? labels[value] ?? value;
}

function needReason(dimension: NeedDimension, accepted: readonly string[], household: Household | undefined, weight: FitWeight): FitReason {
  const unknown: FitReason = { key: dimension, state: 'unknown', weight, text: FIT_MESSAGES.notStated(DIMENSION_NAMES[dimension]) };
  if (dimension === 'languages') {
    const spoken = household?.languages ?? [];
    if (spoken.length === 0) return unknown;
    const common = accepted.filter((language) => (spoken as readonly string[]).includes(language));
    return common.length > 0
      ? { key: dimension, state: 'met', weight, text: FIT_MESSAGES.languagesSpoken(common.join(', ')) }
      : { key: dimension, state: 'broken', weight, text: FIT_MESSAGES.languagesNotSpoken(accepted.join(' or ')) };
  }
  const value = household?.[dimension];
  if (value === undefined) return unknown;
  return { key: dimension, state: accepted.includes(value) ? 'met' : 'broken', weight, text: valueText(dimension, value) };
}

/** One reason per must, then one per prefer, in the vocabulary's order. */
export function needReasons(needs: HouseholdNeeds | undefined, household: Household | undefined): FitReason[] {
  const reasons: FitReason[] = [];
  for (const weight of ['must', 'prefer'] as const) {
    for (const dimension of NEED_DIMENSIONS) {
      const accepted: readonly string[] = needs?.[weight]?.[dimension] ?? [];
      // A dimension in both is a must (the form never writes both).
      if (accepted.length === 0 || (weight === 'prefer' && (needs?.must?.[dimension]?.length ?? 0) > 0)) continue;
      reasons.push(needReason(dimension, accepted, household, weight));
    }
  }
  return reasons;
}

export function fitOf(reasons: FitReason[]): Fit {
  const notMet = reasons.filter((reason) => reason.state !== 'met');
  const meetsMusts = !notMet.some((reason) => reason.weight !== 'prefer');
  const prefers = reasons.filter((reason) => reason.weight === 'prefer');
  const prefersMet = prefers.filter((reason) => reason.state === 'met').length;
  let label: FitLabel | null = null;
  if (reasons.length > 0) {
    if (notMet.length === 0) label = { kind: 'great' };
    else if (meetsMusts && prefersMet >= prefers.length * FIT_THRESHOLDS.goodPreferShare) label = { kind: 'good' };
    else label = { kind: 'check', count: notMet.length };
  }
  return { label, reasons, meetsMusts };
}

/** How a room fits a seeker: their needs against its household. */
export function roomFit(needs: HouseholdNeeds | undefined, household: Household | undefined): Fit {
  return fitOf(needReasons(needs, household));
}

/** "Only rooms that meet my musts": true when there are no musts. */
export function meetsMusts(must: NeedSet | undefined, household: Household | undefined): boolean {
  return must === undefined || roomFit({ must }, household).meetsMusts;
}

/** True when the seeker has at least one must or prefer, so a label means something. */
export function hasNeeds(needs: HouseholdNeeds | undefined): boolean {
  return NEED_DIMENSIONS.some((dimension) => (needs?.must?.[dimension]?.length ?? 0) + (needs?.prefer?.[dimension]?.length ?? 0) > 0);
}

const prefersWith = (fit: Fit, state: FitState) => fit.reasons.filter((reason) => reason.weight === 'prefer' && reason.state === state).length;

/**
 * "Best fit first": rooms meeting every must, then by prefers met (most first), then by prefers
 * broken (fewest first, so unknown ranks above a known mismatch). Ties keep their order.
 */
export function compareFit(a: Fit, b: Fit): number {
  if (a.meetsMusts !== b.meetsMusts) return a.meetsMusts ? -1 : 1;
  return prefersWith(b, 'met') - prefersWith(a, 'met') || prefersWith(a, 'broken') - prefersWith(b, 'broken');
}

/** "Great fit", "Good fit", "Check 1 thing", "Check 3 things". */
export function fitLabelText(label: FitLabel): string {
  return label.kind === 'check' ? FIT_MESSAGES.check(label.count) : FIT_MESSAGES[label.kind];
}

/** "Best fit first" over what is loaded: a stable sort by compareFit (ties keep their order). */
export function sortByFit<T>(items: readonly T[], householdOf: (item: T) => Household | undefined, needs: HouseholdNeeds | undefined): T[] {
  return items
    .map((item, index) => ({ item, index, fit: roomFit(needs, householdOf(item)) }))
    .sort((a, b) => compareFit(a.fit, b.fit) || a.index - b.index)
    .map(({ item }) => item);
}
