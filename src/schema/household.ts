/**
 * Household fit: one vocabulary for what a room's household is like, what a seeker is like, and
 * what a seeker needs. Stored values are the keys below; the labels are what every screen shows.
 * Every field is optional, so posts written before it stay valid and forms stay short.
 *
 * Nothing here asks about religion, caste or nationality: the kitchen is the household's rule for
 * the shared kitchen, not a statement of anyone's faith.
 */
import * as v from 'valibot';
import { collection, enumList, int, oneOf } from './fields';

export const KITCHEN_RULES = ['veg-only', 'veg-eggs', 'jain', 'mixed', 'no-rule'] as const;
export const SMOKING_RULES = ['none', 'outside', 'allowed'] as const;
export const ALCOHOL_RULES = ['none', 'occasionally', 'fine'] as const;
export const GUEST_HABITS = ['rarely', 'sometimes', 'often'] as const;
export const PET_RULES = ['none', 'has-pets', 'welcome'] as const;
export const HOME_LANGUAGES = [
  'English', 'Hindi', 'Gujarati', 'Punjabi', 'Bengali', 'Tamil', 'Telugu', 'Marathi', 'Malayalam', 'Kannada', 'Urdu', 'Other',
] as const;
export const HOUSEHOLD_MAKE_UPS = ['all-female', 'all-male', 'mixed'] as const;
export const COUPLES_RULES = ['welcome', 'not-welcome'] as const;
export const TYPICAL_DAYS = ['students', 'office', 'shifts'] as const;
export const CLEANLINESS_LEVELS = ['relaxed', 'tidy', 'very-tidy'] as const;
/** People living in the household now (not counting the room on offer). */
export const HOUSEHOLD_PEOPLE_MAX = 12;

export type KitchenRule = (typeof KITCHEN_RULES)[number];
export type SmokingRule = (typeof SMOKING_RULES)[number];
export type AlcoholRule = (typeof ALCOHOL_RULES)[number];
export type GuestHabit = (typeof GUEST_HABITS)[number];
export type PetRule = (typeof PET_RULES)[number];
export type HomeLanguage = (typeof HOME_LANGUAGES)[number];
export type HouseholdMakeUp = (typeof HOUSEHOLD_MAKE_UPS)[number];
export type CouplesRule = (typeof COUPLES_RULES)[number];
export type TypicalDay = (typeof TYPICAL_DAYS)[number];
export type Cleanliness = (typeof CLEANLINESS_LEVELS)[number];

/** A listing's household as it is (listing field `household`). */
export interface Household {
  kitchen?: KitchenRule;
  smoking?: SmokingRule;
  alcohol?: AlcoholRule;
  guests?: GuestHabit;
  pets?: PetRule;
  languages?: HomeLanguage[];
  makeUp?: HouseholdMakeUp;
  couples?: CouplesRule;
  people?: number;
  typicalDay?: TypicalDay;
  cleanliness?: Cleanliness;
}

/** The household facts a seeker can need: each is matched against the listing field of the same name. */
export const NEED_DIMENSIONS = [
  'kitchen', 'smoking', 'alcohol', 'guests', 'pets', 'languages', 'makeUp', 'couples', 'typicalDay', 'cleanliness',
] as const;
export type NeedDimension = (typeof NEED_DIMENSIONS)[number];

/** The values a seeker may accept on each dimension (for languages: any one of them spoken at home). */
export const NEED_VALUES = {
  kitchen: KITCHEN_RULES,
  smoking: SMOKING_RULES,
  alcohol: ALCOHOL_RULES,
  guests: GUEST_HABITS,
  pets: PET_RULES,
  languages: HOME_LANGUAGES,
  makeUp: HOUSEHOLD_MAKE_UPS,
  couples: COUPLES_RULES,
  typicalDay: TYPICAL_DAYS,
  cleanliness: CLEANLINESS_LEVELS,
} as const satisfies Record<NeedDimension, readonly string[]>;

export type NeedSet = { [D in NeedDimension]?: (typeof NEED_VALUES)[D][number][] };

/**
 * What a seeker needs (roommate profile field `needs`): per dimension the values they accept,
 * as a **must** or a **prefer**. A dimension in neither is "don't mind"; one dimension is never
 * in both.
 */
export interface HouseholdNeeds {
  must?: NeedSet;
  prefer?: NeedSet;
}

export const SEEKER_DIETS = ['vegetarian', 'veg-eggs', 'jain', 'non-vegetarian'] as const;
export const SEEKER_SMOKING = ['no', 'outside', 'yes'] as const;
export const SEEKER_DRINKING = ['no', 'occasionally', 'yes'] as const;
export const SEEKER_PETS = ['none', 'has-pets'] as const;
export const SEEKER_COUPLE = ['single', 'couple'] as const;
export type SeekerDiet = (typeof SEEKER_DIETS)[number];

/** What a seeker is like (roommate profile field `self`): what an owner's household rules are checked against. */
export interface SeekerSelf {
  diet?: SeekerDiet;
  smokes?: (typeof SEEKER_SMOKING)[number];
  drinks?: (typeof SEEKER_DRINKING)[number];
  pets?: (typeof SEEKER_PETS)[number];
  languages?: HomeLanguage[];
  couple?: (typeof SEEKER_COUPLE)[number];
  typicalDay?: TypicalDay;
  cleanliness?: Cleanliness;
}

/** What each stored value reads as on screen. */
export const HOUSEHOLD_LABELS = {
  kitchen: { 'veg-only': 'Vegetarian kitchen', 'veg-eggs': 'Vegetarian with eggs', jain: 'Jain-friendly', mixed: 'Mixed (veg and non-veg)', 'no-rule': 'No kitchen rule' },
  smoking: { none: 'No smoking', outside: 'Smoking outside only', allowed: 'Smoking allowed inside' },
  alcohol: { none: 'No alcohol at home', occasionally: 'Alcohol occasionally', fine: 'Alcohol fine' },
  guests: { rarely: 'Overnight guests rarely', sometimes: 'Overnight guests sometimes', often: 'Overnight guests often' },
  pets: { none: 'No pets', 'has-pets': 'Has pets', welcome: 'Pets welcome' },
  makeUp: { 'all-female': 'All female', 'all-male': 'All male', mixed: 'Mixed household' },
  couples: { welcome: 'Couples welcome', 'not-welcome': 'No couples' },
  typicalDay: { students: 'Students', office: 'Office hours', shifts: 'Shift workers' },
  cleanliness: { relaxed: 'Relaxed about tidiness', tidy: 'Tidy', 'very-tidy': 'Very tidy' },
} as const satisfies { [D in Exclude<NeedDimension, 'languages'>]: Record<(typeof NEED_VALUES)[D][number], string> };

export const SEEKER_LABELS = {
  diet: { vegetarian: 'Vegetarian', 'veg-eggs': 'Vegetarian, eats eggs', jain: 'Jain', 'non-vegetarian': 'Non-vegetarian' },
  smokes: { no: 'Does not smoke', outside: 'Smokes outside only', yes: 'Smokes' },
  drinks: { no: 'Does not drink', occasionally: 'Drinks occasionally', yes: 'Drinks' },
  pets: { none: 'No pets', 'has-pets': 'Has a pet' },
  couple: { single: 'On my own', couple: 'A couple' },
} as const;

/** Listing field `household`, checked by firestore.rules isValidHousehold. */
export const HOUSEHOLD_SCHEMA = collection('isValidHousehold', {
  kitchen: v.exactOptional(oneOf(KITCHEN_RULES)),
  smoking: v.exactOptional(oneOf(SMOKING_RULES)),
  alcohol: v.exactOptional(oneOf(ALCOHOL_RULES)),
  guests: v.exactOptional(oneOf(GUEST_HABITS)),
  pets: v.exactOptional(oneOf(PET_RULES)),
  languages: v.exactOptional(enumList(HOME_LANGUAGES)),
  makeUp: v.exactOptional(oneOf(HOUSEHOLD_MAKE_UPS)),
  couples: v.exactOptional(oneOf(COUPLES_RULES)),
  people: v.exactOptional(int(0, HOUSEHOLD_PEOPLE_MAX)),
  typicalDay: v.exactOptional(oneOf(TYPICAL_DAYS)),
  cleanliness: v.exactOptional(oneOf(CLEANLINESS_LEVELS)),
} satisfies Record<keyof Household, unknown>);

/** A need on one dimension: any of that dimension's values, each at most once. */
const needList = <D extends NeedDimension>(dimension: D) => v.exactOptional(enumList(NEED_VALUES[dimension]));

/** Roommate profile fields `needs.must` and `needs.prefer`, each checked by firestore.rules isValidNeedSet. */
export const NEED_SET_SCHEMA = collection('isValidNeedSet', {
  kitchen: needList('kitchen'),
  smoking: needList('smoking'),
  alcohol: needList('alcohol'),
  guests: needList('guests'),
  pets: needList('pets'),
  languages: needList('languages'),
  makeUp: needList('makeUp'),
  couples: needList('couples'),
  typicalDay: needList('typicalDay'),
  cleanliness: needList('cleanliness'),
} satisfies Record<NeedDimension, unknown>);

/** Roommate profile field `self`, checked by firestore.rules isValidSeekerSelf. */
export const SEEKER_SELF_SCHEMA = collection('isValidSeekerSelf', {
  diet: v.exactOptional(oneOf(SEEKER_DIETS)),
  smokes: v.exactOptional(oneOf(SEEKER_SMOKING)),
  drinks: v.exactOptional(oneOf(SEEKER_DRINKING)),
  pets: v.exactOptional(oneOf(SEEKER_PETS)),
  languages: v.exactOptional(enumList(HOME_LANGUAGES)),
  couple: v.exactOptional(oneOf(SEEKER_COUPLE)),
  typicalDay: v.exactOptional(oneOf(TYPICAL_DAYS)),
  cleanliness: v.exactOptional(oneOf(CLEANLINESS_LEVELS)),
} satisfies Record<keyof SeekerSelf, unknown>);
