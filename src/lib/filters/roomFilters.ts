/**
 * Browse Rooms filters: their URL form, their chips, and the full predicate a listing must meet.
 * The data layer runs all but the amenities in Firestore (docs/data-model.md "Filters").
 */
import { longDate } from '@/lib/dates';
import { formatGBP } from '@/lib/format';
import { AMENITIES, PREFERRED_TENANTS, ROOM_TYPES, type Amenity, type PreferredTenant, type RoomListing, type RoomType } from '@/data/collections/roomListings';
import { FIT_FILTER_TEXT } from '@/lib/household/fitMessages';
import { moneyRangeLabel, type FilterChip, type FilterCodec } from './codec';
import { listingLocationKeys, locationKeyOf } from './locationKeys';
import { readChoice, readChoices, readDate, readMoney, readText, toParams } from './params';

export interface RoomFilters {
  minRent?: number;
  maxRent?: number;
  /** An area or city as typed, matched through the listing's location keys. */
  area?: string;
  roomType?: RoomType;
  tenants?: PreferredTenant;
  /** yyyy-mm-dd: the room must be free on or before this day ("Not specified" counts as now). */
  availableBy?: string;
  /** Every one of these (e.g. "Bills included"). */
  amenities: Amenity[];
  /** "Only rooms that meet my musts": the signed-in seeker's musts (src/lib/household/fit.ts). */
  mustsOnly?: boolean;
  /** "Best fit first": the loaded rooms ranked by the seeker's prefers. */
  sort?: RoomSort;
}

export const ROOM_SORTS = ['fit'] as const;
export type RoomSort = (typeof ROOM_SORTS)[number];

const PARAM = {
  minRent: 'minRent',
  maxRent: 'maxRent',
  area: 'area',
  roomType: 'type',
  tenants: 'tenants',
  availableBy: 'availableBy',
  amenities: 'amenities',
  mustsOnly: 'musts',
  sort: 'sort',
} as const;

/** `musts=1` in the URL. */
const ON = '1';

export const NO_ROOM_FILTERS: RoomFilters = { amenities: [] };

function chips(filters: RoomFilters): FilterChip<RoomFilters>[] {
  const list: FilterChip<RoomFilters>[] = [];
  const rent = moneyRangeLabel(filters.minRent, filters.maxRent, formatGBP);
  if (rent) list.push({ id: 'rent', label: `Rent ${rent}`, without: { ...filters, minRent: undefined, maxRent: undefined } });
  if (filters.area) list.push({ id: 'area', label: filters.area, without: { ...filters, area: undefined } });
  if (filters.roomType) list.push({ id: 'type', label: filters.roomType, without: { ...filters, roomType: undefined } });
  if (filters.tenants) list.push({ id: 'tenants', label: `Tenants: ${filters.tenants}`, without: { ...filters, tenants: undefined } });
  if (filters.availableBy) {
    list.push({ id: 'availableBy', label: `Available by ${longDate(filters.availableBy)}`, without: { ...filters, availableBy: undefined } });
  }
  for (const amenity of filters.amenities) {
    list.push({ id: `amenity-${amenity}`, label: amenity, without: { ...filters, amenities: filters.amenities.filter((a) => a !== amenity) } });
  }
  if (filters.mustsOnly) list.push({ id: 'musts', label: FIT_FILTER_TEXT.mustsChip, without: { ...filters, mustsOnly: undefined } });
  if (filters.sort === 'fit') list.push({ id: 'sort', label: FIT_FILTER_TEXT.sortChip, without: { ...filters, sort: undefined } });
  return list;
}

export const roomFilterCodec: FilterCodec<RoomFilters> = {
  empty: NO_ROOM_FILTERS,
  keys: Object.values(PARAM),
  parse: (params) => ({
    minRent: readMoney(params, PARAM.minRent),
    maxRent: readMoney(params, PARAM.maxRent),
    area: readText(params, PARAM.area),
    roomType: readChoice(params, PARAM.roomType, ROOM_TYPES),
    tenants: readChoice(params, PARAM.tenants, TENANT_FILTER_OPTIONS),
    availableBy: readDate(params, PARAM.availableBy),
    amenities: readChoices(params, PARAM.amenities, AMENITIES),
    mustsOnly: params.get(PARAM.mustsOnly) === ON ? true : undefined,
    sort: readChoice(params, PARAM.sort, ROOM_SORTS),
  }),
  toParams: (filters) =>
    toParams([
      [PARAM.minRent, filters.minRent],
      [PARAM.maxRent, filters.maxRent],
      [PARAM.area, filters.area],
      [PARAM.roomType, filters.roomType],
      [PARAM.tenants, filters.tenants],
      [PARAM.availableBy, filters.availableBy],
      [PARAM.amenities, filters.amenities],
      [PARAM.mustsOnly, filters.mustsOnly ? ON : undefined],
      [PARAM.sort, filters.sort],
    ]),
  chips,
};

/** Tenant types a seeker can filter by; "Any" is not one, since those rooms welcome everyone. */
export const TENANT_FILTER_OPTIONS = PREFERRED_TENANTS.filter((tenant) => tenant !== 'Any');

/** The preferredTenants values that accept `tenant`: rooms for that tenant and rooms for "Any". */
export function tenantsAccepting(tenant: PreferredTenant): PreferredTenant[] {
  return tenant === 'Any' ? ['Any'] : [tenant, 'Any'];
}

export type FilterableListing = Pick<RoomListing, 'rent' | 'address' | 'postcode' | 'roomType' | 'preferredTenants' | 'availableFrom' | 'amenities'>;

/**
 * The whole filter as a predicate (saved-search counts use all of it; browse only needs the
 * amenities). The seeker's musts are not part of it: they come from the profile, not the URL
 * (src/lib/household/mustQuery.ts).
 */
export function roomMatchesFilters(listing: FilterableListing, filters: RoomFilters): boolean {
  if (filters.minRent !== undefined && listing.rent < filters.minRent) return false;
  if (filters.maxRent !== undefined && listing.rent > filters.maxRent) return false;
  const areaKey = locationKeyOf(filters.area ?? '');
  if (areaKey && !listingLocationKeys(listing).includes(areaKey)) return false;
  if (filters.roomType && listing.roomType !== filters.roomType) return false;
  if (filters.tenants && !tenantsAccepting(filters.tenants).includes(listing.preferredTenants)) return false;
  if (filters.availableBy && listing.availableFrom > filters.availableBy) return false;
  return filters.amenities.every((amenity) => listing.amenities.includes(amenity));
}
