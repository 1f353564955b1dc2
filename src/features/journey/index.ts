/** Public surface of the journey feature: "my place" and a room's distance and journey from it. */
export { RoomJourney } from './RoomJourney';
export { JOURNEY_MESSAGES } from './messages';
export { useMyPlace } from './useMyPlace';
