import type { ReactNode } from 'react';
import { SelectField } from '@/components/form/SelectField';
import { TextAreaField } from '@/components/form/TextAreaField';
import { TextField } from '@/components/form/TextField';
import { AGE_MAX, AGE_MIN } from '@/config/constants';
import { GENDERS } from '@/data/collections/roommateRequests';
import type { RoommateProfileForm } from '../hooks/useRoommateProfileForm';
import { FIELD_MAX_LENGTH, fieldId } from '../lib/profileForm';
import { FormSection } from '@/components/form/FormSection';

/** "Personal & Contact Information": picture, name, number, age, gender, work and about me. */
export function PersonalSection({ form, picture }: { form: RoommateProfileForm; picture: ReactNode }) {
  const { values, errors, setField } = form;
  return (
    <FormSection title="Personal & Contact Information">
      {picture}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={fieldId('userName')}
          label="Full name"
          required
          autoComplete="name"
          maxLength={FIELD_MAX_LENGTH.userName}
          value={values.userName}
          onChange={(event) => setField('userName', event.target.value)}
          error={errors.userName}
        />
        <TextField
          id={fieldId('phone')}
          label="Contact number"
          type="tel"
          required
          autoComplete="tel"
          maxLength={FIELD_MAX_LENGTH.phone}
          hint="Shown on your profile only if you are a premium member."
          value={values.phone}
          onChange={(event) => setField('phone', event.target.value)}
          error={errors.phone}
        />
        <TextField
          id={fieldId('age')}
          label="Age"
          type="number"
          required
          inputMode="numeric"
          min={AGE_MIN}
          max={AGE_MAX}
          step={1}
          hint={`${AGE_MIN} to ${AGE_MAX}`}
          value={values.age}
          onChange={(event) => setField('age', event.target.value)}
          error={errors.age}
        />
        <SelectField
          id={fieldId('gender')}
          label="Gender"
          required
          options={GENDERS}
          value={values.gender}
          onChange={(value) => setField('gender', value)}
          error={errors.gender}
        />
        <TextField
          id={fieldId('profession')}
          label="Profession"
          hint="Optional, e.g. MSc Student or Software Engineer"
          autoComplete="organization-title"
          maxLength={FIELD_MAX_LENGTH.profession}
          value={values.profession}
          onChange={(event) => setField('profession', event.target.value)}
          error={errors.profession}
        />
        <TextField
          id={fieldId('organization')}
          label="Organization"
          hint="Optional, e.g. your university or employer"
          autoComplete="organization"
          maxLength={FIELD_MAX_LENGTH.organization}
          value={values.organization}
          onChange={(event) => setField('organization', event.target.value)}
          error={errors.organization}
        />
      </div>
      <TextAreaField
        id={fieldId('aboutMe')}
        label="About me"
        required
        rows={5}
        maxLength={FIELD_MAX_LENGTH.aboutMe}
        hint="Where you are from, what you do, your habits: profiles with more details get better responses."
        value={values.aboutMe}
        onChange={(event) => setField('aboutMe', event.target.value)}
        error={errors.aboutMe}
      />
    </FormSection>
  );
}
