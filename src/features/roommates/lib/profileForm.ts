/**
 * The seeker's profile form: what the inputs hold (strings, so
 * nothing typed is ever lost), how they are prefilled, and validation into a request.
 */
import * as v from 'valibot';
import { notBlank } from '@/schema/fields';
import { maxLengthOf } from '@/schema/stored';
import { POST_CONTACT_SCHEMA, ROOMMATE_REQUEST_SCHEMA } from '@/schema/posts';
import { AGE_MAX, AGE_MIN, MAX_BUDGET, MONEY_MIN } from '@/config/constants';
import { linkInTextError, moneyRangeError } from '@/config/formMessages';
import { fieldErrors } from '@/lib/fieldErrors';
import { isMailSafe } from '@/lib/linkLike';
import { emptyHouseholdValues, householdValuesFrom, needsOf, type HouseholdFormValues } from './householdForm';
import { FURNISHED_OPTIONS, GENDERS, STAY_OPTIONS, type FurnishedOption, type Gender, type PreferredRoommate, type RoommateRequest, type RoommateRequestInput, type StayOption } from '@/data/collections/roommateRequests';
import type { PrivateProfile } from '@/data/collections/profiles';

/** Text limits the Firestore rules enforce, from the stored schema. */
export const FIELD_MAX_LENGTH = {
  userName: maxLengthOf(ROOMMATE_REQUEST_SCHEMA, 'userName'),
  phone: maxLengthOf(POST_CONTACT_SCHEMA, 'phoneNumber'),
  profession: maxLengthOf(ROOMMATE_REQUEST_SCHEMA, 'profession'),
  organization: maxLengthOf(ROOMMATE_REQUEST_SCHEMA, 'organization'),
  aboutMe: maxLengthOf(ROOMMATE_REQUEST_SCHEMA, 'aboutMe'),
  preferredLocations: maxLengthOf(ROOMMATE_REQUEST_SCHEMA, 'preferredLocations'),
  requirements: maxLengthOf(ROOMMATE_REQUEST_SCHEMA, 'requirements'),
} as const;

export interface RoommateFormValues {
  userName: string;
  phone: string;
  age: string;
  gender: Gender | '';
  profession: string;
  organization: string;
  aboutMe: string;
  budget: string;
  preferredLocations: string;
  moveInDate: string;
  furnished: FurnishedOption | '';
  preferredStay: StayOption | '';
  preferredRoommates: PreferredRoommate[];
  requirements: string;
  /** What I'm like and what I need: chips only, never invalid. */
  household: HouseholdFormValues;
}

export type RoommateFormField = keyof RoommateFormValues;
export type RoommateFormErrors = Partial<Record<RoommateFormField, string>>;

/** The request fields the form edits (picture and verification id are kept as they are). */
export type ProfileFields = Omit<RoommateRequestInput, 'profilePicture' | 'verificationId'>;

export const FORM_ERRORS = {
  userNameRequired: 'Please enter your full name.',
  phoneRequired: 'Please enter your contact number.',
  phoneInvalid: 'Please enter a valid phone number.',
  ageRequired: 'Please enter your age.',
  ageRange: `Age must be a whole number between ${AGE_MIN} and ${AGE_MAX}.`,
  genderRequired: 'Please choose your gender.',
  aboutMeRequired: 'Please tell flat owners a little about yourself.',
  budgetRequired: 'Please enter your monthly budget.',
  budgetRange: moneyRangeError('Budget', MONEY_MIN, MAX_BUDGET),
  locationsRequired: 'Please enter at least one preferred location.',
  moveInRequired: 'Please choose your move-in date.',
  furnishedRequired: 'Please choose a room preference.',
  stayRequired: 'Please choose how long you want to stay.',
  requirementsRequired: 'Please describe what you are looking for.',
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
  summary: 'Please correct the highlighted fields and try again.',
} as const;

export function emptyFormValues(): RoommateFormValues {
  return {
    userName: '',
    phone: '',
    age: '',
    gender: '',
    profession: '',
    organization: '',
    aboutMe: '',
    budget: '',
    preferredLocations: '',
    moveInDate: '',
    furnished: '',
    preferredStay: '',
    preferredRoommates: [],
    requirements: '',
    household: emptyHouseholdValues(),
  };
}

/** A first-time profile starts from the account's name and phone. */
export function formValuesFromProfile(profile: Pick<PrivateProfile, 'name' | 'phoneNumber'> | null): RoommateFormValues {
  return { ...emptyFormValues(), userName: profile?.name ?? '', phone: profile?.phoneNumber ?? '' };
}

export function formValuesFromRequest(request: RoommateRequest, phone: string): RoommateFormValues {
  return {
    userName: request.userName,
    phone,
    age: request.age ? String(request.age) : '',
    gender: request.gender,
    profession: request.profession,
    organization: request.organization,
    aboutMe: request.aboutMe,
    budget: String(request.budget),
    preferredLocations: request.preferredLocations,
    moveInDate: request.moveInDate,
    furnished: request.furnished,
    preferredStay: request.preferredStay,
    preferredRoommates: [...request.preferredRoommates],
    requirements: request.requirements,
    household: householdValuesFrom(request.self, request.needs),
  };
}

/** The editable fields of a stored request, e.g. to re-save it with a new picture. */
export function requestInputOf(request: RoommateRequest): RoommateRequestInput {
  return {
    userName: request.userName,
    aboutMe: request.aboutMe,
    age: request.age,
    gender: request.gender,
    budget: request.budget,
    preferredLocations: request.preferredLocations,
    moveInDate: request.moveInDate,
    profession: request.profession,
    organization: request.organization,
    preferredRoommates: [...request.preferredRoommates],
    requirements: request.requirements,
    furnished: request.furnished,
    preferredStay: request.preferredStay,
    profilePicture: request.profilePicture,
    verificationId: request.verificationId,
  };
}

export type ValidationResult =
  | { ok: true; fields: ProfileFields; phone: string }
  | { ok: false; errors: RoommateFormErrors };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Text the user must give: trimmed, not blank, at most `max` characters. */
const requiredText = (max: number, missing: string) =>
  v.pipe(v.string(), v.trim(), v.check(notBlank, missing), v.maxLength(max, FORM_ERRORS.tooLong(max)));

const optionalText = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, FORM_ERRORS.tooLong(max)));

/** A number typed into a text/number input: `missing` when blank, `range` unless a number from min to max. */
const typedNumber = (missing: string, range: string, min: number, max: number) =>
  v.pipe(v.string(), v.check((text) => text.trim() !== '', missing), v.transform(Number), v.number(range), v.minValue(min, range), v.maxValue(max, range));

const max = FIELD_MAX_LENGTH;

/** The form's checks, in the order of its fields; each field shows its first failed check. */
const ROOMMATE_FORM = v.object({
  userName: v.pipe(requiredText(max.userName, FORM_ERRORS.userNameRequired), v.check(isMailSafe, linkInTextError('Your name'))),
  phone: v.pipe(requiredText(max.phone, FORM_ERRORS.phoneRequired), v.regex(/\d/, FORM_ERRORS.phoneInvalid)),
  age: v.pipe(typedNumber(FORM_ERRORS.ageRequired, FORM_ERRORS.ageRange, AGE_MIN, AGE_MAX), v.integer(FORM_ERRORS.ageRange)),
  gender: v.picklist(GENDERS, FORM_ERRORS.genderRequired),
  profession: optionalText(max.profession),
  organization: optionalText(max.organization),
  aboutMe: requiredText(max.aboutMe, FORM_ERRORS.aboutMeRequired),
  budget: typedNumber(FORM_ERRORS.budgetRequired, FORM_ERRORS.budgetRange, MONEY_MIN, MAX_BUDGET),
  preferredLocations: requiredText(max.preferredLocations, FORM_ERRORS.locationsRequired),
  moveInDate: v.pipe(v.string(), v.regex(ISO_DATE, FORM_ERRORS.moveInRequired)),
  furnished: v.picklist(FURNISHED_OPTIONS, FORM_ERRORS.furnishedRequired),
  preferredStay: v.picklist(STAY_OPTIONS, FORM_ERRORS.stayRequired),
  requirements: requiredText(max.requirements, FORM_ERRORS.requirementsRequired),
});

/** Checks every field; on success returns the trimmed request fields and the contact number. */
export function validateRoommateForm(values: RoommateFormValues): ValidationResult {
  const result = v.safeParse(ROOMMATE_FORM, values);
  if (!result.success) return { ok: false, errors: fieldErrors<RoommateFormField>(result.issues) };
  const { phone, ...fields } = result.output;
  return {
    ok: true,
    phone,
    fields: {
      ...fields,
      preferredRoommates: [...values.preferredRoommates],
      self: { ...values.household.self },
      needs: needsOf(values.household),
    },
  };
}

/** The order fields appear in the form: the first invalid one gets focus. */
export const FORM_FIELD_ORDER: readonly RoommateFormField[] = [
  'userName',
  'phone',
  'age',
  'gender',
  'profession',
  'organization',
  'aboutMe',
  'budget',
  'preferredLocations',
  'moveInDate',
  'furnished',
  'preferredStay',
  'preferredRoommates',
  'requirements',
];

/** DOM id of a field's control. */
export function fieldId(field: RoommateFormField): string {
  return `roommate-${field}`;
}
