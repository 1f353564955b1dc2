/** My Profile's household questions: what the seeker is like and what they need. Chips only. */
import { FormSection } from '@/components/form/FormSection';
import type { RoommateProfileForm } from '../hooks/useRoommateProfileForm';
import { HOUSEHOLD_PROFILE_MESSAGES } from '../messages';
import { NeedsFields } from './NeedsFields';
import { SelfFields } from './SelfFields';

export function HouseholdSection({ form }: { form: RoommateProfileForm }) {
  const { household } = form.values;
  const setHousehold = (next: typeof household) => form.setField('household', next);
  return (
    <>
      <FormSection title={HOUSEHOLD_PROFILE_MESSAGES.selfTitle}>
        <p className="text-sm text-slate-700 dark:text-slate-300">{HOUSEHOLD_PROFILE_MESSAGES.selfIntro}</p>
        <p className="text-sm text-slate-700 dark:text-slate-300">{HOUSEHOLD_PROFILE_MESSAGES.noFaith}</p>
        <SelfFields self={household.self} onChange={(self) => setHousehold({ ...household, self })} />
      </FormSection>
      <FormSection title={HOUSEHOLD_PROFILE_MESSAGES.needsTitle}>
        <p className="text-sm text-slate-700 dark:text-slate-300">{HOUSEHOLD_PROFILE_MESSAGES.needsIntro}</p>
        <NeedsFields values={household} onChange={setHousehold} />
      </FormSection>
    </>
  );
}
