import type { ReactNode } from 'react';
import { SelectField } from '@/components/form/SelectField';
import { TextAreaField } from '@/components/form/TextAreaField';
import { TextField } from '@/components/form/TextField';
import { AGE_MAX, AGE_MIN } from '@/config/constants';
import { GENDERS } from '@/data/collections/roommateRequests';
import type { RoommateProfileForm } from '../hooks/useRoommateProfileForm';
import { FormSection } from '@/components/form/FormSection';
import { choiceBinding, textBinding } from './fieldBinding';

/** The two optional fields about work or study. */
const WORK_FIELDS = [
  { field: 'profession', label: 'Profession', hint: 'Optional, e.g. MSc Student or Software Engineer', autoComplete: 'organization-title' },
  { field: 'organization', label: 'Organization', hint: 'Optional, e.g. your university or employer', autoComplete: 'organization' },
] as const;

/** "Personal & Contact Information": picture, name, number, age, gender, work and about me. */
export function PersonalSection({ form, picture }: { form: RoommateProfileForm; picture: ReactNode }) {
  return (
    <FormSection title="Personal & Contact Information">
      {picture}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...textBinding(form, 'userName')} label="Full name" required autoComplete="name" />
        <TextField
          {...textBinding(form, 'phone')}
          label="Contact number"
          type="tel"
          required
          autoComplete="tel"
          hint="Shown on your profile only if you are a premium member."
        />
        <TextField
          {...textBinding(form, 'age')}
          label="Age"
          type="number"
          required
          inputMode="numeric"
          min={AGE_MIN}
          max={AGE_MAX}
          step={1}
          hint={`${AGE_MIN} to ${AGE_MAX}`}
        />
        <SelectField {...choiceBinding(form, 'gender')} label="Gender" required options={GENDERS} />
        {WORK_FIELDS.map(({ field, ...props }) => (
          <TextField key={field} {...textBinding(form, field)} {...props} />
        ))}
      </div>
      <TextAreaField
        {...textBinding(form, 'aboutMe')}
        label="About me"
        required
        rows={5}
        hint="Where you are from, what you do, your habits: profiles with more details get better responses."
      />
    </FormSection>
  );
}
