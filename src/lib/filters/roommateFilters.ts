/**
 * Browse Roommates filters: URL form, chips and the full predicate. The data layer runs all but
 * the lifestyle preferences in Firestore (docs/data-model.md "Filters").
 */
import { longDate } from '@/lib/dates';
import { formatGBP } from '@/lib/format';
import { GENDERS, type Gender, type RoommateRequest } from '@/data/collections/roommateRequests';
import { moneyRangeLabel, type FilterChip, type FilterCodec } from './codec';
import { locationKeyOf, requestLocationKeys } from './locationKeys';
import { readChoice, readChoices, readDate, readMoney, readText, toParams } from './params';

/** The dietary and lifestyle preferences seekers can be filtered by (values of preferredRoommates). */
export const LIFESTYLE_PREFERENCES = ['Vegetarian', 'Non-Smoker'] as const;
export type LifestylePreference = (typeof LIFESTYLE_PREFERENCES)[number];

export interface RoommateFilters {
  minBudget?: number;
  maxBudget?: number;
  gender?: Gender;
  /** A place as typed, matched through the request's location keys. */
  location?: string;
  /** yyyy-mm-dd: seekers moving in on or before this day (no date counts as flexible). */
  moveInBy?: string;
  lifestyle: LifestylePreference[];
}

const PARAM = {
  minBudget: 'minBudget',
  maxBudget: 'maxBudget',
  gender: 'gender',
  location: 'location',
  moveInBy: 'moveInBy',
  lifestyle: 'lifestyle',
} as const;

export const NO_ROOMMATE_FILTERS: RoommateFilters = { lifestyle: [] };

function chips(filters: RoommateFilters): FilterChip<RoommateFilters>[] {
  const list: FilterChip<RoommateFilters>[] = [];
  const budget = moneyRangeLabel(filters.minBudget, filters.maxBudget, formatGBP);
  if (budget) list.push({ id: 'budget', label: `Budget ${budget}`, without: { ...filters, minBudget: undefined, maxBudget: undefined } });
  if (filters.gender) list.push({ id: 'gender', label: filters.gender, without: { ...filters, gender: undefined } });
  if (filters.location) list.push({ id: 'location', label: filters.location, without: { ...filters, location: undefined } });
  if (filters.moveInBy) list.push({ id: 'moveInBy', label: `Moving in by ${longDate(filters.moveInBy)}`, without: { ...filters, moveInBy: undefined } });
  for (const preference of filters.lifestyle) {
    list.push({ id: `lifestyle-${preference}`, label: preference, without: { ...filters, lifestyle: filters.lifestyle.filter((p) => p !== preference) } });
  }
  return list;
}

export const roommateFilterCodec: FilterCodec<RoommateFilters> = {
  empty: NO_ROOMMATE_FILTERS,
  keys: Object.values(PARAM),
  parse: (params) => ({
    minBudget: readMoney(params, PARAM.minBudget),
    maxBudget: readMoney(params, PARAM.maxBudget),
    gender: readChoice(params, PARAM.gender, GENDERS),
    location: readText(params, PARAM.location),
    moveInBy: readDate(params, PARAM.moveInBy),
    lifestyle: readChoices(params, PARAM.lifestyle, LIFESTYLE_PREFERENCES),
  }),
  toParams: (filters) =>
    toParams([
      [PARAM.minBudget, filters.minBudget],
      [PARAM.maxBudget, filters.maxBudget],
      [PARAM.gender, filters.gender],
      [PARAM.location, filters.location],
      [PARAM.moveInBy, filters.moveInBy],
      [PARAM.lifestyle, filters.lifestyle],
    ]),
  chips,
};

export type FilterableRequest = Pick<RoommateRequest, 'budget' | 'gender' | 'preferredLocations' | 'moveInDate' | 'preferredRoommates'>;

export function roommateMatchesFilters(request: FilterableRequest, filters: RoommateFilters): boolean {
  if (filters.minBudget !== undefined && request.budget < filters.minBudget) return false;
  if (filters.maxBudget !== undefined && request.budget > filters.maxBudget) return false;
  if (filters.gender && request.gender !== filters.gender) return false;
  const locationKey = locationKeyOf(filters.location ?? '');
  if (locationKey && !requestLocationKeys(request.preferredLocations).includes(locationKey)) return false;
  if (filters.moveInBy && request.moveInDate > filters.moveInBy) return false;
  return filters.lifestyle.every((preference) => request.preferredRoommates.includes(preference));
}
