/**
 * The seeker's profile form: what the inputs hold (strings, so
 * nothing typed is ever lost), how they are prefilled, and validation into a request.
 */
import { maxLengthOf } from '@/schema/fieldRules';
import { POST_CONTACT_SCHEMA, ROOMMATE_REQUEST_SCHEMA } from '@/schema/posts';
import { AGE_MAX, AGE_MIN, MAX_BUDGET, MONEY_MIN } from '@/config/constants';
import { linkInTextError, moneyRangeError } from '@/config/formMessages';
import { isBlank } from '@/lib/blank';
import { isMailSafe } from '@/lib/linkLike';
import { emptyHouseholdValues, householdValuesFrom, needsOf, type HouseholdFormValues } from './householdForm';
import type { FurnishedOption, Gender, PreferredRoommate, RoommateRequest, RoommateRequestInput, StayOption } from '@/data/collections/roommateRequests';
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

/** A number typed into a text/number input; null when blank or not a number. */
function parseNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function requiredText(value: string, max: number, missing: string): string | undefined {
  if (isBlank(value)) return missing;
  if (value.trim().length > max) return FORM_ERRORS.tooLong(max);
  return undefined;
}

function optionalText(value: string, max: number): string | undefined {
  return value.trim().length > max ? FORM_ERRORS.tooLong(max) : undefined;
}

function ageError(text: string): string | undefined {
  if (text.trim() === '') return FORM_ERRORS.ageRequired;
  const age = parseNumber(text);
  return age !== null && Number.isInteger(age) && age >= AGE_MIN && age <= AGE_MAX ? undefined : FORM_ERRORS.ageRange;
}

function budgetError(text: string): string | undefined {
  if (text.trim() === '') return FORM_ERRORS.budgetRequired;
  const budget = parseNumber(text);
  return budget !== null && budget >= MONEY_MIN && budget <= MAX_BUDGET ? undefined : FORM_ERRORS.budgetRange;
}

function phoneError(text: string): string | undefined {
  const missing = requiredText(text, FIELD_MAX_LENGTH.phone, FORM_ERRORS.phoneRequired);
  if (missing) return missing;
  return /\d/.test(text) ? undefined : FORM_ERRORS.phoneInvalid;
}

/** Checks every field; on success returns the trimmed request fields and the contact number. */
export function validateRoommateForm(values: RoommateFormValues): ValidationResult {
  const max = FIELD_MAX_LENGTH;
  const checks: RoommateFormErrors = {
    userName: requiredText(values.userName, max.userName, FORM_ERRORS.userNameRequired) ?? (isMailSafe(values.userName) ? undefined : linkInTextError('Your name')),
    phone: phoneError(values.phone),
    age: ageError(values.age),
    gender: values.gender ? undefined : FORM_ERRORS.genderRequired,
    profession: optionalText(values.profession, max.profession),
    organization: optionalText(values.organization, max.organization),
    aboutMe: requiredText(values.aboutMe, max.aboutMe, FORM_ERRORS.aboutMeRequired),
    budget: budgetError(values.budget),
    preferredLocations: requiredText(values.preferredLocations, max.preferredLocations, FORM_ERRORS.locationsRequired),
    moveInDate: ISO_DATE.test(values.moveInDate) ? undefined : FORM_ERRORS.moveInRequired,
    furnished: values.furnished ? undefined : FORM_ERRORS.furnishedRequired,
    preferredStay: values.preferredStay ? undefined : FORM_ERRORS.stayRequired,
    requirements: requiredText(values.requirements, max.requirements, FORM_ERRORS.requirementsRequired),
  };
  const errors = Object.fromEntries(Object.entries(checks).filter((entry) => entry[1] !== undefined)) as RoommateFormErrors;
  const { gender, furnished, preferredStay } = values;
  // The blank choices are errors above already; repeated here so the types narrow.
  if (Object.keys(errors).length > 0 || !gender || !furnished || !preferredStay) return { ok: false, errors };
  return {
    ok: true,
    phone: values.phone.trim(),
    fields: {
      userName: values.userName.trim(),
      aboutMe: values.aboutMe.trim(),
      age: Number(values.age),
      gender,
      budget: Number(values.budget),
      preferredLocations: values.preferredLocations.trim(),
      moveInDate: values.moveInDate,
      profession: values.profession.trim(),
      organization: values.organization.trim(),
      preferredRoommates: [...values.preferredRoommates],
      requirements: values.requirements.trim(),
      furnished,
      preferredStay,
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
