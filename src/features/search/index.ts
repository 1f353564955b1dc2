/** Public surface of the search feature: what other features and the app import. */
export { RoomFilterPanel } from './RoomFilterPanel';
export { RoommateFilterPanel } from './RoommateFilterPanel';
export { SavedSearchList } from './SavedSearchList';
export { useUrlFilters } from './useUrlFilters';
