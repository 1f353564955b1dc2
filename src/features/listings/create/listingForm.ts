/** The listing form's values (as typed), validation and conversion to the domain input. */
import { DEFAULT_CITY, DEFAULT_CONTACT_METHOD, MAX_DEPOSIT, MAX_RENT, MIN_RENT, MONEY_MIN } from '@/config/constants';
import { linkInTextError, moneyRangeError } from '@/config/formMessages';
import * as v from 'valibot';
import { notBlank } from '@/schema/fields';
import { maxLengthOf } from '@/schema/stored';
import { POST_CONTACT_SCHEMA, ROOM_LISTING_SCHEMA } from '@/schema/posts';
import type { Amenity, PreferredTenant, RoomListing, RoomListingInput, RoomType } from '@/data/collections/roomListings';
import type { ListingPlace } from '@/data/collections/listingPlace';
import type { PrivateProfile } from '@/data/collections/profiles';
import { PLACE_MESSAGES } from '@/features/place';
import type { LetKind } from '@/lib/lettingLaw/types';
import { DEFAULT_LET_KIND } from '@/lib/lettingLaw/fromListing';
import { fieldErrors } from '@/lib/fieldErrors';
import { isMailSafe } from '@/lib/linkLike';
import type { Household } from '@/schema/household';
import { HOUSEHOLD_MESSAGES } from './householdMessages';
import { postcodeError } from './listingPlace';

export interface ListingFormValues {
  title: string;
  description: string;
  address: string;
  postcode: string;
  /** The postcode or outward code as typed ("E6", "e6 2ab"); only its outward code is stored. */
  outcode: string;
  /** Kept as typed so a failed submit never rewrites what the owner entered. */
  rent: string;
  deposit: string;
  letKind: LetKind;
  /** Optional amounts: '' = none asked. */
  holdingDeposit: string;
  rentInAdvance: string;
  roomType: RoomType;
  preferredTenants: PreferredTenant;
  availableFrom: string;
  amenities: Amenity[];
  contactMethod: string;
  /** Undefined until the owner states a fact (or the listing has some), so an untouched form writes none. */
  household?: Household;
}

/** Shown on create only: they go to the listing's userName and its contact document. */
export interface OwnerFormValues {
  userName: string;
  phoneNumber: string;
}

export type ListingFieldName = keyof ListingFormValues | keyof OwnerFormValues;
export type ListingFormErrors = Partial<Record<ListingFieldName, string>>;

export const CONTACT_METHODS = [
  { value: 'chat', label: 'In-app chat' },
  { value: 'phone', label: 'Phone' },
  { value: 'chat-or-phone', label: 'Chat or phone' },
] as const;

/** Maximum lengths the Firestore rules accept, from the stored schema. */
export const FIELD_MAX_LENGTH = {
  title: maxLengthOf(ROOM_LISTING_SCHEMA, 'title'),
  description: maxLengthOf(ROOM_LISTING_SCHEMA, 'description'),
  address: maxLengthOf(ROOM_LISTING_SCHEMA, 'address'),
  postcode: maxLengthOf(ROOM_LISTING_SCHEMA, 'postcode'),
  userName: maxLengthOf(ROOM_LISTING_SCHEMA, 'userName'),
  phoneNumber: maxLengthOf(POST_CONTACT_SCHEMA, 'phoneNumber'),
} as const;

export const FIELD_LABELS: Record<ListingFieldName, string> = {
  userName: 'Your name',
  phoneNumber: 'Contact number',
  title: 'Title',
  description: 'Description',
  address: 'Area',
  postcode: 'City',
  outcode: PLACE_MESSAGES.listingPostcodeLabel,
  rent: 'Rent (£ per month)',
  deposit: 'Deposit (£)',
  letKind: 'Kind of let',
  holdingDeposit: 'Holding deposit (£, optional)',
  rentInAdvance: 'Rent in advance (£, optional)',
  roomType: 'Room type',
  preferredTenants: 'Preferred tenants',
  availableFrom: 'Available from',
  amenities: 'Amenities',
  contactMethod: 'Preferred contact method',
  household: HOUSEHOLD_MESSAGES.title,
};

/** Field order for focusing the first invalid one. */
export const FIELD_ORDER: readonly ListingFieldName[] = [
  'userName',
  'phoneNumber',
  'title',
  'description',
  'address',
  'postcode',
  'outcode',
  'rent',
  'deposit',
  'holdingDeposit',
  'rentInAdvance',
  'availableFrom',
];

export function emptyListingValues(): ListingFormValues {
  return {
    title: '',
    description: '',
    address: '',
    postcode: DEFAULT_CITY,
    outcode: '',
    rent: '',
    deposit: '',
    letKind: DEFAULT_LET_KIND,
    holdingDeposit: '',
    rentInAdvance: '',
    roomType: 'Single',
    preferredTenants: 'Any',
    availableFrom: '',
    amenities: [],
    contactMethod: DEFAULT_CONTACT_METHOD,
  };
}

export function ownerValuesFrom(profile: Pick<PrivateProfile, 'name' | 'phoneNumber'> | null): OwnerFormValues {
  return { userName: profile?.name ?? '', phoneNumber: profile?.phoneNumber ?? '' };
}

export function listingValuesFrom(listing: RoomListing): ListingFormValues {
  return {
    title: listing.title,
    description: listing.description,
    address: listing.address,
    postcode: listing.postcode,
    outcode: listing.outcode ?? '',
    rent: String(listing.rent),
    deposit: String(listing.deposit),
    letKind: listing.letKind,
    holdingDeposit: listing.holdingDeposit > 0 ? String(listing.holdingDeposit) : '',
    rentInAdvance: listing.rentInAdvance > 0 ? String(listing.rentInAdvance) : '',
    roomType: listing.roomType,
    preferredTenants: listing.preferredTenants,
    availableFrom: listing.availableFrom,
    amenities: [...listing.amenities],
    contactMethod: listing.contactMethod || DEFAULT_CONTACT_METHOD,
    ...(Object.keys(listing.household).length > 0 ? { household: { ...listing.household } } : {}),
  };
}

/** Fields that reach our emails (a listing's title; the owner's name). */
const MAIL_FIELDS: ReadonlySet<ListingFieldName> = new Set(['title', 'userName']);

/** Text the owner must give: not blank, at most the rules' length, and no link where it reaches an email. */
function requiredText(field: keyof typeof FIELD_MAX_LENGTH) {
  const label = FIELD_LABELS[field];
  const max = FIELD_MAX_LENGTH[field];
  return v.pipe(
    v.string(),
    v.trim(),
    v.check(notBlank, `${label} is required.`),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
    v.check((text) => !MAIL_FIELDS.has(field) || isMailSafe(text), linkInTextError(label)),
  );
}

const MONEY_MIN_OF = { rent: MIN_RENT, deposit: MONEY_MIN, holdingDeposit: MONEY_MIN, rentInAdvance: MONEY_MIN } as const;
const MONEY_MAX = { rent: MAX_RENT, deposit: MAX_DEPOSIT, holdingDeposit: MAX_DEPOSIT, rentInAdvance: MAX_DEPOSIT } as const;
const MONEY_LABEL = { rent: 'Rent', deposit: 'Deposit', holdingDeposit: 'Holding deposit', rentInAdvance: 'Rent in advance' } as const;
type MoneyFieldName = keyof typeof MONEY_MAX;

/** An amount as typed; an optional one left empty is none, stored as 0 (optionalAmount). */
function money(field: MoneyFieldName, required = true) {
  const label = MONEY_LABEL[field];
  const range = moneyRangeError(label, MONEY_MIN_OF[field], MONEY_MAX[field]);
  return v.pipe(
    v.string(),
    v.trim(),
    v.check((text) => text !== '' || !required, `${label} is required.`),
    v.transform((text) => (text === '' ? 0 : Number(text))),
    v.number(range),
    v.minValue(MONEY_MIN_OF[field], range),
    v.maxValue(MONEY_MAX[field], range),
  );
}

/** An optional amount as stored: 0 when left empty. */
function optionalAmount(value: string): number {
  return value.trim() ? Number(value) : 0;
}

/** The owner's fields, asked on create only. */
const OWNER_FORM = v.object({ userName: requiredText('userName'), phoneNumber: requiredText('phoneNumber') });

/** Required fields, lengths and minimums of the create/edit form; each field shows its first failed check. */
const LISTING_FORM = v.object({
  title: requiredText('title'),
  description: requiredText('description'),
  address: requiredText('address'),
  postcode: requiredText('postcode'),
  outcode: v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      const message = dataset.typed ? postcodeError(dataset.value) : null;
      if (message) addIssue({ message });
    }),
  ),
  rent: money('rent'),
  deposit: money('deposit'),
  holdingDeposit: money('holdingDeposit', false),
  rentInAdvance: money('rentInAdvance', false),
  availableFrom: v.pipe(
    v.string(),
    v.check((text) => text.trim() !== '', `${FIELD_LABELS.availableFrom} date is required.`),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a valid date.'),
  ),
});

function errorsOf(schema: v.GenericSchema, values: object): ListingFormErrors {
  const result = v.safeParse(schema, values);
  return result.success ? {} : fieldErrors<ListingFieldName>(result.issues);
}

/** Required fields, lengths and minimums of the create/edit form; empty when valid. */
export function validateListing(values: ListingFormValues, owner?: OwnerFormValues): ListingFormErrors {
  return { ...(owner ? errorsOf(OWNER_FORM, owner) : {}), ...errorsOf(LISTING_FORM, values) };
}

export function firstInvalidField(errors: ListingFormErrors): ListingFieldName | undefined {
  return FIELD_ORDER.find((field) => errors[field]);
}

/** The domain input; the place comes from resolveListingPlace (geocoded), not from the typed text. */
export function toListingInput(values: ListingFormValues, photos: Pick<RoomListingInput, 'images' | 'cardImages'>, place: ListingPlace): RoomListingInput {
  return {
    ...place,
    title: values.title.trim(),
    description: values.description.trim(),
    address: values.address.trim(),
    postcode: values.postcode.trim(),
    rent: Number(values.rent),
    deposit: Number(values.deposit),
    letKind: values.letKind,
    holdingDeposit: optionalAmount(values.holdingDeposit),
    rentInAdvance: optionalAmount(values.rentInAdvance),
    roomType: values.roomType,
    preferredTenants: values.preferredTenants,
    availableFrom: values.availableFrom,
    amenities: values.amenities,
    contactMethod: values.contactMethod,
    ...photos,
    ...(values.household ? { household: values.household } : {}),
  };
}
