/** Public surface of the listings feature: what other features and the app import. */
export { BrowseRooms } from './components/BrowseRooms';
export { RoomCard } from './components/RoomCard';
export { RoomDetailTop } from './components/RoomDetailTop';
export { useMyListings } from './hooks/useMyListings';
export { ROOM_CARDS_PREVIEW_ID, ROOM_CARD_GRID } from './location/roomCards';
export { compareRoomRent } from './rentCheck/comparableRents';
