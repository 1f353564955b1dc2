import { TextField } from '@/components/form/TextField';
import { FIELD_LABELS, FIELD_MAX_LENGTH, type ListingFormErrors, type OwnerFormValues } from './listingForm';

export interface OwnerFieldsProps {
  values: OwnerFormValues;
  errors: ListingFormErrors;
  onChange: (patch: Partial<OwnerFormValues>) => void;
}

/** The poster's name and contact number, prefilled from the profile (required). */
export function OwnerFields({ values, errors, onChange }: OwnerFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id="create-userName"
        label={FIELD_LABELS.userName}
        autoComplete="name"
        required
        maxLength={FIELD_MAX_LENGTH.userName}
        value={values.userName}
        error={errors.userName}
        onChange={(event) => onChange({ userName: event.target.value })}
      />
      <TextField
        id="create-phoneNumber"
        label={FIELD_LABELS.phoneNumber}
        hint="Shown on your listing only if you are a premium member."
        type="tel"
        autoComplete="tel"
        required
        maxLength={FIELD_MAX_LENGTH.phoneNumber}
        value={values.phoneNumber}
        error={errors.phoneNumber}
        onChange={(event) => onChange({ phoneNumber: event.target.value })}
      />
    </div>
  );
}
