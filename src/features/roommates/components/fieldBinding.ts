import type { ChangeEvent } from 'react';
import type { RoommateProfileForm } from '../hooks/useRoommateProfileForm';
import { FIELD_MAX_LENGTH, fieldId, type RoommateFormField, type RoommateFormValues } from '../lib/profileForm';

/** The fields typed as free text (not a fixed choice). */
type TextFieldName = { [K in RoommateFormField]: string extends RoommateFormValues[K] ? K : never }[RoommateFormField];

const MAX_LENGTH: Partial<Record<RoommateFormField, number>> = FIELD_MAX_LENGTH;

/** Ties a text input or textarea to the profile form: its id, value, length bound, error and change handler. */
export function textBinding({ values, errors, setField }: RoommateProfileForm, field: TextFieldName) {
  return {
    id: fieldId(field),
    value: values[field],
    maxLength: MAX_LENGTH[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setField(field, event.target.value),
  };
}

/** Ties a select to the profile form; its change handler receives the chosen option. */
export function choiceBinding<K extends RoommateFormField>({ values, errors, setField }: RoommateProfileForm, field: K) {
  return {
    id: fieldId(field),
    value: values[field],
    error: errors[field],
    onChange: (value: RoommateFormValues[K]) => setField(field, value),
  };
}
