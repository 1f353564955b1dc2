/** The household questions of a roommate profile: what the seeker is like and what they need. Chips only. */
import { FormSection } from '@/components/form/FormSection';
import type { HouseholdFormValues } from '../lib/householdForm';
import { HOUSEHOLD_PROFILE_MESSAGES } from '../messages';
import { NeedsFields } from './NeedsFields';
import { SelfFields } from './SelfFields';

export interface HouseholdSectionProps {
  values: HouseholdFormValues;
  onChange: (values: HouseholdFormValues) => void;
}

/** On My Profile and in the admin's edit of a roommate profile. */
export function HouseholdSection({ values, onChange }: HouseholdSectionProps) {
  return (
    <>
      <FormSection title={HOUSEHOLD_PROFILE_MESSAGES.selfTitle}>
        <p className="text-sm text-slate-700 dark:text-slate-300">{HOUSEHOLD_PROFILE_MESSAGES.selfIntro}</p>
        <p className="text-sm text-slate-700 dark:text-slate-300">{HOUSEHOLD_PROFILE_MESSAGES.noFaith}</p>
        <SelfFields self={values.self} onChange={(self) => onChange({ ...values, self })} />
      </FormSection>
      <FormSection title={HOUSEHOLD_PROFILE_MESSAGES.needsTitle}>
        <p className="text-sm text-slate-700 dark:text-slate-300">{HOUSEHOLD_PROFILE_MESSAGES.needsIntro}</p>
        <NeedsFields values={values} onChange={onChange} />
      </FormSection>
    </>
  );
}
