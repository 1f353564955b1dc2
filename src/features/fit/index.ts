/** Public surface of household fit on screen (the scoring itself is src/lib/household). */
export { FitBadge } from './FitBadge';
export { RoomFacts, SeekerFacts } from './CardFacts';
export { FitFilterFields } from './FitFilterFields';
export { FitReasons } from './FitReasons';
export { FitSortNote } from './FitSortNote';
export { FIT_UI } from './messages';
export { forgetMyNeeds, useMyNeeds } from './myNeeds';
export { RoomFitBadge, RoomFitReasons } from './RoomFit';
export { useFitOrder } from './useFitOrder';
export { FitToggles } from './FitToggles';
export { useFitFilter } from './useFitFilter';
export { OwnerFitPicker } from './OwnerFitPicker';
export { SeekerFitBadge, SeekerFitReasons } from './SeekerFit';
