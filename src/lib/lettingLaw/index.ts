export { applicableRules, blocksPublishing, checkLettingLaw, needsReview } from './check';
export { annualRent, inWeeksOfRent, weeksOfRentPence, monthsOfRentPence } from './money';
export { depositProtection } from './protection';
export { HIGH_RENT_THRESHOLD, LETTING_LAW_RULES } from './rules';
export * from './types';
export { mentionsLodgerArrangement } from './lodgerWording';
export { DEFAULT_LET_KIND, letListingOf, type LawListingSource } from './fromListing';
export { LETTING_LAW } from './messages';
