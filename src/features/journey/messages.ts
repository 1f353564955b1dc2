/** What "my place" and the journey panel on a room page say. */
export const JOURNEY_MESSAGES = {
  heading: 'Distance and journey',
  intro: 'Save where you need to be, a university or your workplace postcode, and every room shows how far it is.',
  inputLabel: 'University or workplace postcode',
  inputHint: 'For example UCL, King’s College Strand or E14 5AB.',
  suggestionsLabel: 'Universities matching what you typed',
  save: 'Save my place',
  saving: 'Saving…',
  change: 'Change my place',
  cancel: 'Cancel',
  distanceFrom: (distance: string, place: string) => `${distance} from ${place}`,
  planJourney: 'Plan the journey',
  planners: { tfl: 'TfL Journey Planner', google: 'Google Maps transit directions' },
  opensInNewTab: '(opens in a new tab)',
  notLocated: 'This room’s area is not on the map yet, so we cannot say how far it is.',
  pickPlace: 'Pick a university from the list, or enter a UK postcode like E14 5AB.',
  saveFailed: 'Could not save your place. Please try again.',
} as const;
