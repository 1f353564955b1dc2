/** What the place search and listing locations say (postcodes.io lookups). */
import { formatDistanceKm } from '@/lib/place/geo';

export const PLACE_MESSAGES = {
  invalidPostcode: 'Enter a UK postcode like E6 2AB, or its first part like E6.',
  postcodeNotFound: 'We could not find that postcode. Check it and try again.',
  outcodeNotFound: 'We could not find that postcode area. Check it and try again.',
  emptyPlaceSearch: 'Type a postcode, an area or town, or a university.',
  nationUnclear: 'This postcode area crosses a border between nations. Please give the full postcode.',
  offline: 'Could not reach the postcode service. Check your connection and try again.',
  unavailable: 'The postcode service is not answering right now. Please try again in a minute.',
  listingPostcodeLabel: 'Postcode',
  listingPostcodeHint: 'The first part (like E6) is enough. A full postcode is never shown: the room is placed at area level.',
  listingPostcodeRequired: 'Postcode is required: the first part, like E6, is enough.',
  /** Saved while the postcode service was down: the admins' "Locate listings" places it later. */
  savedWithoutPoint: (outcode: string) => `Saved. We could not look up ${outcode} just now, so the room will show in distance searches once it has been located.`,
  searchLabel: 'Where do you need to be?',
  searchPlaceholder: 'A postcode, area or town, or university',
  searchButton: 'Search',
  suggestionsLabel: 'Places',
  noSuggestions: 'No place by that name. Try a postcode like E6 or a town.',
  postcodeSuggestion: (postcode: string) => `Postcode ${postcode}`,
  /** A screen reader's count of what the list offers. */
  suggestionCount: (count: number) => (count === 1 ? '1 place found' : `${count} places found`),
  /** A card in a distance search: "2.1 km from UCL". */
  distanceFrom: (km: number, label: string) => `${formatDistanceKm(km)} from ${label}`,
  nearHeading: (label: string) => `Rooms near ${label}`,
  radiusLabel: 'Within',
  radiusOption: (km: number) => `${km} km`,
  clearPlace: 'Clear place',
  noRoomsNear: (label: string, km: number) => `No rooms within ${km} km of ${label} match. Try a larger distance or fewer filters.`,
  tryRadius: (km: number) => `Try ${km} km`,
} as const;
