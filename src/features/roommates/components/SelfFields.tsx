/** "What I'm like": one chip per answer (pressing the chosen one again clears it), languages several. */
import { ToggleChips } from '@/components/form/ToggleChips';
import { HOME_LANGUAGES, HOUSEHOLD_LABELS, SEEKER_LABELS, type SeekerSelf } from '@/schema/household';
import { listOrNothing, toggled, withField } from '@/lib/household/chipEdits';
import { HOUSEHOLD_PROFILE_MESSAGES } from '../messages';

type SingleAnswer = Exclude<keyof SeekerSelf, 'languages'>;
const ANSWER_LABELS: Record<SingleAnswer, Record<string, string>> = {
  ...SEEKER_LABELS,
  typicalDay: HOUSEHOLD_LABELS.typicalDay,
  cleanliness: HOUSEHOLD_LABELS.cleanliness,
};
const SINGLE_ANSWERS: readonly SingleAnswer[] = ['diet', 'smokes', 'drinks', 'pets', 'couple', 'typicalDay', 'cleanliness'];

export function SelfFields({ self, onChange }: { self: SeekerSelf; onChange: (self: SeekerSelf) => void }) {
  const questions = HOUSEHOLD_PROFILE_MESSAGES.self;
  return (
    <>
      {SINGLE_ANSWERS.map((field) => {
        const current = self[field];
        return (
          <ToggleChips
            key={field}
            legend={questions[field].label}
            why={questions[field].why}
            options={Object.entries(ANSWER_LABELS[field]).map(([value, label]) => ({ value, label }))}
            selected={current ? [current] : []}
            onToggle={(value) => onChange(withField(self, field, (value === current ? undefined : value) as SeekerSelf[typeof field]))}
          />
        );
      })}
      <ToggleChips
        legend={questions.languages.label}
        why={questions.languages.why}
        options={HOME_LANGUAGES.map((language) => ({ value: language, label: language }))}
        selected={self.languages ?? []}
        onToggle={(language) => onChange(withField(self, 'languages', listOrNothing(toggled(HOME_LANGUAGES, self.languages, language))))}
      />
    </>
  );
}
