import type { ChangeEvent } from 'react';
import { TextField, moneyInput } from '@/components/form/TextField';
import { PLACE_MESSAGES } from '@/features/place';
import { AMENITIES, PREFERRED_TENANTS, ROOM_TYPES, type Amenity } from '@/data/collections/roomListings';
import { SelectField, TextAreaField, enumOptions } from './FormControls';
import { POSTCODE_INPUT_MAX } from './listingPlace';
import { CONTACT_METHODS, FIELD_LABELS, FIELD_MAX_LENGTH, type ListingFormErrors, type ListingFormValues } from './listingForm';
import type { LawFinding } from '@/lib/lettingLaw/types';
import { LawNotes, lawControlProps } from '../law/LawNotes';
import { LetFields } from '../law/LetFields';
import { HouseholdFields } from './HouseholdFields';

export interface ListingFieldsProps {
  /** Prefix of the inputs' ids (create and edit forms may share a page). */
  idPrefix: string;
  values: ListingFormValues;
  errors: ListingFormErrors;
  onChange: (patch: Partial<ListingFormValues>) => void;
  /** The letting-law checks of what is typed (../law/formLaw), shown beside their fields. */
  lawFindings?: readonly LawFinding[];
}

type TextFieldName = 'title' | 'description' | 'address' | 'postcode' | 'outcode' | 'rent' | 'deposit' | 'availableFrom';
type ChoiceFieldName = 'roomType' | 'preferredTenants' | 'contactMethod';

/** Every room-listing field of the spec (§3), shared by the create form and the editor. */
export function ListingFields({ idPrefix, values, errors, onChange, lawFindings = [] }: ListingFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const text = (name: TextFieldName) => ({
    id: id(name),
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange({ [name]: event.target.value }),
  });
  const choice = <K extends ChoiceFieldName>(name: K) => ({
    id: id(name),
    value: values[name],
    // The select offers only the field's own options.
    onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange({ [name]: event.target.value as ListingFormValues[K] }),
  });
  const contactOptions = CONTACT_METHODS.some((method) => method.value === values.contactMethod)
    ? CONTACT_METHODS
    : [...CONTACT_METHODS, { value: values.contactMethod, label: values.contactMethod }];
  const toggleAmenity = (amenity: Amenity, checked: boolean) =>
    onChange({ amenities: checked ? AMENITIES.filter((item) => item === amenity || values.amenities.includes(item)) : values.amenities.filter((item) => item !== amenity) });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        {...text('title')}
        className="sm:col-span-2"
        label={FIELD_LABELS.title}
        required
        maxLength={FIELD_MAX_LENGTH.title}
        placeholder="e.g. Bright double room near East Ham station"
      />
      <div className="sm:col-span-2">
        <TextAreaField
          {...text('description')}
          label={FIELD_LABELS.description}
          required
          maxLength={FIELD_MAX_LENGTH.description}
          rows={5}
        />
        <LawNotes id={id('wording-law')} findings={lawFindings} fields={['title', 'description']} />
      </div>
      <TextField
        {...text('address')}
        label={FIELD_LABELS.address}
        hint="Area or locality, e.g. Ilford"
        required
        maxLength={FIELD_MAX_LENGTH.address}
      />
      <TextField
        {...text('postcode')}
        label={FIELD_LABELS.postcode}
        required
        maxLength={FIELD_MAX_LENGTH.postcode}
      />
      <TextField
        {...text('outcode')}
        label={FIELD_LABELS.outcode}
        hint={PLACE_MESSAGES.listingPostcodeHint}
        required
        autoComplete="postal-code"
        maxLength={POSTCODE_INPUT_MAX}
      />
      <TextField
        {...text('rent')}
        label={FIELD_LABELS.rent}
        {...moneyInput}
        required
      />
      <div>
        <TextField
          {...text('deposit')}
          label={FIELD_LABELS.deposit}
          {...moneyInput}
          required
          {...lawControlProps('deposit', { control: id('deposit'), notes: id('deposit-law') }, lawFindings, { error: errors.deposit })}
        />
        <LawNotes id={id('deposit-law')} findings={lawFindings} fields={['deposit']} />
      </div>
      <LetFields id={id} values={values} errors={errors} findings={lawFindings} onChange={onChange} />
      <SelectField {...choice('roomType')} label={FIELD_LABELS.roomType} options={enumOptions(ROOM_TYPES)} />
      <SelectField {...choice('preferredTenants')} label={FIELD_LABELS.preferredTenants} options={enumOptions(PREFERRED_TENANTS)} />
      <TextField
        {...text('availableFrom')}
        label={FIELD_LABELS.availableFrom}
        type="date"
        required
      />
      <SelectField {...choice('contactMethod')} label={FIELD_LABELS.contactMethod} options={contactOptions} />
      <fieldset className="sm:col-span-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">{FIELD_LABELS.amenities}</legend>
        <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 md:grid-cols-4">
          {AMENITIES.map((amenity) => (
            <label key={amenity} className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 px-3 text-sm text-slate-800 dark:border-slate-700 dark:text-slate-200">
              <input
                type="checkbox"
                className="h-4 w-4 accent-orange-700"
                checked={values.amenities.includes(amenity)}
                onChange={(event) => toggleAmenity(amenity, event.target.checked)}
              />
              {amenity}
            </label>
          ))}
        </div>
      </fieldset>
      <HouseholdFields household={values.household ?? {}} onChange={(household) => onChange({ household })} />
    </div>
  );
}
