/**
 * A seeded listing's place (docs/data-model.md "Listing place"): the real outward code of its
 * area, that code's centroid from the postcodes.io stand-in's data (the point the app would get
 * geocoding the same code locally), its geohash and its nation, both by the app's own functions. One area is left out on purpose: its listing predates places, so the admins' "Locate
 * listings" action has a listing to find (through the stand-in's /places).
 */
import { geohashFor } from '../../../src/lib/place/geo';
import { nationFromCountry } from '../../../src/lib/place/nation';
import type { ListingPlace } from '../../../src/data/collections/listingPlace';
import { POSTCODES_DATA } from '../../stack/postcodes-stand-in';

/** Seeded areas and their outward codes (Royal Mail). Kingsbury (NW9) is the unlocated one. */
export const SEED_AREA_OUTCODES: Record<string, string> = {
  Barking: 'IG11', Belgrave: 'LE4', 'Canary Wharf': 'E14', Canley: 'CV4', Cippenham: 'SL1', 'City Centre': 'LE1',
  Croydon: 'CR0', Deansgate: 'M3', Digbeth: 'B5', Earlsdon: 'CV5', 'East Ham': 'E6', Edgbaston: 'B15',
  'Forest Gate': 'E7', Handsworth: 'B21', Harrow: 'HA1', Hayes: 'UB3', Headingley: 'LS6', Hounslow: 'TW3',
  Ilford: 'IG1', 'Leeds Dock': 'LS10', Marchmont: 'EH9', Oadby: 'LE2', 'Rayners Lane': 'HA2', Rusholme: 'M14',
  Southall: 'UB1', Stratford: 'E15', Tooting: 'SW17', 'Wembley Park': 'HA9', Wembley: 'HA9',
};

/**
 * `{ outcode, geo, nation }` for a listing in a known area, `{}` otherwise (an e2e fixture's own
 * listing may name its outcode with `l.outcode`).
 */
export function listingPlaceOf(l: { address: string; outcode?: string }): ListingPlace {
  const outcode = l.outcode ?? SEED_AREA_OUTCODES[l.address];
  const row = outcode ? POSTCODES_DATA.outcodes[outcode] : undefined;
  if (!outcode || !row) return {};
  const [lat, lng, country] = row;
  const nation = nationFromCountry(country);
  return { outcode, geo: { lat, lng, geohash: geohashFor({ lat, lng }) }, ...(nation ? { nation } : {}) };
}
