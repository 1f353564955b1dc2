/**
 * A bench listing's household (src/schema/household.ts): deterministic and varied. Each fact comes
 * from its own hash of the listing's number, so it does not follow the area, room type or status,
 * which cycle with the number. About 1 in 5 rooms has a vegetarian-style kitchen (vegetarian, with
 * eggs, or Jain: the demo seeker's must), some do not say, and 1 in HOUSEHOLD_UNSTATED_EVERY states
 * no household at all, as posts written before the household existed.
 */
import {
  ALCOHOL_RULES,
  CLEANLINESS_LEVELS,
  COUPLES_RULES,
  GUEST_HABITS,
  HOME_LANGUAGES,
  HOUSEHOLD_MAKE_UPS,
  PET_RULES,
  TYPICAL_DAYS,
  type Household,
  type KitchenRule,
  type SmokingRule,
} from '../../src/schema/household';

const HOUSEHOLD_UNSTATED_EVERY = 20;

/** Kitchens by weight (20 in all): 4 vegetarian-style, 3 not stated, 8 mixed, 5 no rule. */
const KITCHENS: readonly (KitchenRule | undefined)[] = [
  'veg-only', 'veg-only', 'veg-eggs', 'jain',
  undefined, undefined, undefined,
  'mixed', 'mixed', 'mixed', 'mixed', 'mixed', 'mixed', 'mixed', 'mixed',
  'no-rule', 'no-rule', 'no-rule', 'no-rule', 'no-rule',
];
const SMOKING: readonly (SmokingRule | undefined)[] = ['none', 'none', 'none', 'outside', 'outside', 'allowed', undefined];

/** A 32-bit hash of listing `i`, different for each `salt` (one per fact). */
function hash(i: number, salt: number): number {
  let h = Math.imul(i + 1, 0x9e3779b1) ^ Math.imul(salt + 1, 0x7f4a7c15);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** One of `values`, or (one time in values.length + 1) not stated. */
function pick<T>(i: number, salt: number, values: readonly T[], unset = true): T | undefined {
  const choice = hash(i, salt) % (values.length + (unset ? 1 : 0));
  return values[choice];
}

/** None to three languages, distinct (a step of 5 through the 12 never repeats one). */
function languages(i: number): Household['languages'] {
  const count = hash(i, 7) % 4;
  const start = hash(i, 8) % HOME_LANGUAGES.length;
  return count === 0 ? undefined : Array.from({ length: count }, (_, k) => HOME_LANGUAGES[(start + 5 * k) % HOME_LANGUAGES.length]!);
}

export function benchHousehold(i: number): Household | undefined {
  if (hash(i, 0) % HOUSEHOLD_UNSTATED_EVERY === 0) return undefined;
  const facts: Household = {
    kitchen: pick(i, 1, KITCHENS, false),
    smoking: pick(i, 2, SMOKING, false),
    alcohol: pick(i, 3, ALCOHOL_RULES),
    guests: pick(i, 4, GUEST_HABITS),
    pets: pick(i, 5, PET_RULES),
    languages: languages(i),
    makeUp: pick(i, 9, HOUSEHOLD_MAKE_UPS),
    couples: pick(i, 10, COUPLES_RULES),
    people: 1 + (hash(i, 11) % 5),
    typicalDay: pick(i, 12, TYPICAL_DAYS),
    cleanliness: pick(i, 13, CLEANLINESS_LEVELS),
  };
  // Firestore stores no undefined: a fact not stated is left out.
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined)) as Household;
}
