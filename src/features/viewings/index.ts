/** Public surface of the viewings feature: what other features and the app import. */
export { RoomViewings } from './RoomViewings';
