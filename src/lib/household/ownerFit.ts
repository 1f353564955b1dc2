/**
 * Household fit, owner side: a seeker against one of the owner's listings. Two halves, one label
 * (fit.ts): the seeker's needs against the household, and the household's rules against what the
 * seeker says they are. A rule gives a reason only where the household has one:
 * - no smoking: a seeker who smokes (even outside) breaks it; outside only: one who smokes
 *   indoors is a "check";
 * - no pets: a seeker with a pet breaks it;
 * - all female / all male: a seeker of the other gender breaks it, "Other" is a "check";
 * - no couples: a couple breaks it;
 * - a vegetarian, egg or Jain kitchen: a diet it does not serve is a "check" (they would cook to
 *   the kitchen's rule), never a refusal;
 * - no alcohol: someone who drinks is a "check".
 * A rule the seeker has not answered is unknown. "Check" reasons are unknown: neither met nor broken.
 */
import { HOUSEHOLD_LABELS, SEEKER_LABELS, type Household, type HouseholdNeeds, type SeekerSelf } from '@/schema/household';
import type { Gender } from '@/data/collections/roommateRequests';
import { fitOf, needReasons, valueText, type Fit, type FitReason, type FitState } from './fit';
import { DIMENSION_NAMES, FIT_MESSAGES } from './fitMessages';

export interface SeekerForFit {
  needs?: HouseholdNeeds;
  self?: SeekerSelf;
  gender?: Gender;
}

type RuleKey = 'smokes' | 'pets' | 'gender' | 'couple' | 'diet' | 'drinks';

function rule(key: RuleKey, ruleText: string, seekerText: string | undefined, state: FitState | undefined): FitReason {
  if (seekerText === undefined || state === undefined) {
    return { key, state: 'unknown', weight: 'rule', text: FIT_MESSAGES.notStated(DIMENSION_NAMES[key]) };
  }
  return { key, state, weight: 'rule', text: FIT_MESSAGES.ruleBeside(ruleText, seekerText) };
}

const VEG_DIETS_SERVED = {
  'veg-only': ['vegetarian', 'jain'],
  'veg-eggs': ['vegetarian', 'veg-eggs', 'jain'],
  jain: ['vegetarian', 'jain'],
} as const;

function ruleReasons(household: Household, self: SeekerSelf, gender: Gender | undefined): FitReason[] {
  const reasons: FitReason[] = [];
  const { smokes, pets, couple, diet, drinks } = self;
  const smokesText = smokes && SEEKER_LABELS.smokes[smokes];
  if (household.smoking === 'none') reasons.push(rule('smokes', HOUSEHOLD_LABELS.smoking.none, smokesText, smokes && (smokes === 'no' ? 'met' : 'broken')));
  if (household.smoking === 'outside') reasons.push(rule('smokes', HOUSEHOLD_LABELS.smoking.outside, smokesText, smokes && (smokes === 'yes' ? 'unknown' : 'met')));
  if (household.pets === 'none') reasons.push(rule('pets', HOUSEHOLD_LABELS.pets.none, pets && SEEKER_LABELS.pets[pets], pets && (pets === 'none' ? 'met' : 'broken')));
  if (household.makeUp === 'all-female' || household.makeUp === 'all-male') {
    const fits = household.makeUp === 'all-female' ? 'Female' : 'Male';
    const state: FitState | undefined = gender && (gender === fits ? 'met' : gender === 'Other' ? 'unknown' : 'broken');
    reasons.push(rule('gender', HOUSEHOLD_LABELS.makeUp[household.makeUp], gender, state));
  }
  if (household.couples === 'not-welcome') {
    reasons.push(rule('couple', HOUSEHOLD_LABELS.couples['not-welcome'], couple && SEEKER_LABELS.couple[couple], couple && (couple === 'single' ? 'met' : 'broken')));
  }
  const kitchen = household.kitchen;
  if (kitchen === 'veg-only' || kitchen === 'veg-eggs' || kitchen === 'jain') {
    const served: readonly string[] = VEG_DIETS_SERVED[kitchen];
    reasons.push(rule('diet', valueText('kitchen', kitchen), diet && SEEKER_LABELS.diet[diet], diet && (served.includes(diet) ? 'met' : 'unknown')));
  }
  if (household.alcohol === 'none') {
    reasons.push(rule('drinks', HOUSEHOLD_LABELS.alcohol.none, drinks && SEEKER_LABELS.drinks[drinks], drinks && (drinks === 'no' ? 'met' : 'unknown')));
  }
  return reasons;
}

/** How a seeker fits one of the owner's listings: the seeker's needs, then the household's rules. */
export function seekerFit(seeker: SeekerForFit, household: Household | undefined): Fit {
  return fitOf([...needReasons(seeker.needs, household), ...(household ? ruleReasons(household, seeker.self ?? {}, seeker.gender) : [])]);
}
