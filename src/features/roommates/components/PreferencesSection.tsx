import { ChoiceChips } from '@/components/form/ChoiceChips';
import { SelectField } from '@/components/form/SelectField';
import { TextAreaField } from '@/components/form/TextAreaField';
import { TextField } from '@/components/form/TextField';
import { MONEY_MIN } from '@/config/constants';
import { FURNISHED_OPTIONS, PREFERRED_ROOMMATES, STAY_OPTIONS } from '@/data/collections/roommateRequests';
import type { RoommateProfileForm } from '../hooks/useRoommateProfileForm';
import { FIELD_MAX_LENGTH, fieldId } from '../lib/profileForm';
import { FormSection } from '@/components/form/FormSection';

/** "Room & Roommate Preferences": budget, where, when, what kind of room, how long, with whom. */
export function PreferencesSection({ form }: { form: RoommateProfileForm }) {
  const { values, errors, setField } = form;
  return (
    <FormSection title="Room & Roommate Preferences">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={fieldId('budget')}
          label="Budget (£ per month)"
          type="number"
          required
          inputMode="decimal"
          min={MONEY_MIN}
          step="any"
          value={values.budget}
          onChange={(event) => setField('budget', event.target.value)}
          error={errors.budget}
        />
        <TextField
          id={fieldId('moveInDate')}
          label="Move-in date"
          type="date"
          required
          value={values.moveInDate}
          onChange={(event) => setField('moveInDate', event.target.value)}
          error={errors.moveInDate}
        />
        <TextField
          id={fieldId('preferredLocations')}
          label="Preferred locations"
          required
          className="sm:col-span-2"
          maxLength={FIELD_MAX_LENGTH.preferredLocations}
          hint="Areas or cities, separated by commas, e.g. East Ham, Ilford, Stratford"
          value={values.preferredLocations}
          onChange={(event) => setField('preferredLocations', event.target.value)}
          error={errors.preferredLocations}
        />
        <SelectField
          id={fieldId('furnished')}
          label="Room preference"
          required
          options={FURNISHED_OPTIONS}
          value={values.furnished}
          onChange={(value) => setField('furnished', value)}
          error={errors.furnished}
        />
        <SelectField
          id={fieldId('preferredStay')}
          label="Stay duration"
          required
          options={STAY_OPTIONS}
          value={values.preferredStay}
          onChange={(value) => setField('preferredStay', value)}
          error={errors.preferredStay}
        />
      </div>
      <ChoiceChips
        legend="Preferred roommates"
        hint="Choose any that apply."
        options={PREFERRED_ROOMMATES}
        value={values.preferredRoommates}
        onChange={(next) => setField('preferredRoommates', next)}
      />
      <TextAreaField
        id={fieldId('requirements')}
        label="Requirements"
        required
        rows={3}
        maxLength={FIELD_MAX_LENGTH.requirements}
        hint="A one-line summary of the room you need; it also names your profile's web address."
        value={values.requirements}
        onChange={(event) => setField('requirements', event.target.value)}
        error={errors.requirements}
      />
    </FormSection>
  );
}
