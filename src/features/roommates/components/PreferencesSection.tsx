import { ChoiceChips } from '@/components/form/ChoiceChips';
import { SelectField } from '@/components/form/SelectField';
import { TextAreaField } from '@/components/form/TextAreaField';
import { TextField, moneyInput } from '@/components/form/TextField';
import { FURNISHED_OPTIONS, PREFERRED_ROOMMATES, STAY_OPTIONS } from '@/data/collections/roommateRequests';
import type { RoommateProfileForm } from '../hooks/useRoommateProfileForm';
import { FormSection } from '@/components/form/FormSection';
import { choiceBinding, textBinding } from './fieldBinding';

/** "Room & Roommate Preferences": budget, where, when, what kind of room, how long, with whom. */
export function PreferencesSection({ form }: { form: RoommateProfileForm }) {
  return (
    <FormSection title="Room & Roommate Preferences">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...textBinding(form, 'budget')} label="Budget (£ per month)" {...moneyInput} required />
        <TextField {...textBinding(form, 'moveInDate')} label="Move-in date" type="date" required />
        <TextField
          {...textBinding(form, 'preferredLocations')}
          label="Preferred locations"
          required
          className="sm:col-span-2"
          hint="Areas or cities, separated by commas, e.g. East Ham, Ilford, Stratford"
        />
        <SelectField {...choiceBinding(form, 'furnished')} label="Room preference" required options={FURNISHED_OPTIONS} />
        <SelectField {...choiceBinding(form, 'preferredStay')} label="Stay duration" required options={STAY_OPTIONS} />
      </div>
      <ChoiceChips
        legend="Preferred roommates"
        hint="Choose any that apply."
        options={PREFERRED_ROOMMATES}
        value={form.values.preferredRoommates}
        onChange={(next) => form.setField('preferredRoommates', next)}
      />
      <TextAreaField
        {...textBinding(form, 'requirements')}
        label="Requirements"
        required
        rows={3}
        hint="A one-line summary of the room you need; it also names your profile's web address."
      />
    </FormSection>
  );
}
