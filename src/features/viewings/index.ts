/** Public surface of the viewings feature: what other features and the app import. */
export { ChatViewings } from './ChatViewings';
export { RoomViewings } from './RoomViewings';
