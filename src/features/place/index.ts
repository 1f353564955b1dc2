/** Public surface of the place feature: the postcodes.io client and listing locations. */
export { MAX_PLACE_RESULTS, lookupArea, lookupOutcode, lookupPostcode, searchPlaces } from './lib/postcodesApi';
export type { GeocodedArea, LookupResult, PlaceLookupError, PlaceMatch } from './lib/postcodesApi';
export { locateListing, type ListingGeo, type ListingLocation } from './lib/listingLocation';
export { PLACE_MESSAGES } from './messages';
export { usePlaceSearch, type PlaceSearchState } from './usePlaceSearch';
export { PlaceSearchBox, type PlaceSearchStart } from './search/PlaceSearchBox';
export { resolveTypedPlace, type TypedPlace } from './lib/typedPlace';
export { placeOfListing, type ListingToLocate } from './lib/placeOfListing';
