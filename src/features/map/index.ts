/** Public surface of the map feature: the list / map toggle and the lazily loaded rooms map. */
export { RoomsMapSection } from './RoomsMapSection';
export type { MapCentre } from './mapRooms';
export { RoomsViewToggle } from './RoomsViewToggle';
export { FiltersWithViewToggle } from './FiltersWithViewToggle';
export { MAP_MESSAGES } from './messages';
export { useRoomsView, VIEW_PARAM, type RoomsView } from './useRoomsView';
