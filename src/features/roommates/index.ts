/** Public surface of the roommates feature: what other features and the app import. */
export { RoommateDetailTop } from './components/RoommateDetailTop';
export { HouseholdSection } from './components/HouseholdSection';
export { householdValuesFrom, needsOf, type HouseholdFormValues } from './lib/householdForm';
