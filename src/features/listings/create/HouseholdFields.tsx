/** The listing form's Household section: chips only, every question optional. */
import { HOME_LANGUAGES, HOUSEHOLD_LABELS, HOUSEHOLD_PEOPLE_MAX, type HomeLanguage, type Household } from '@/schema/household';
import { ToggleChips } from '@/components/form/ToggleChips';
import { listOrNothing, toggled, withField } from '@/lib/household/chipEdits';
import { HOUSEHOLD_MESSAGES } from './householdMessages';

type SingleField = keyof typeof HOUSEHOLD_LABELS;
const SINGLE_FIELDS: readonly SingleField[] = ['kitchen', 'smoking', 'alcohol', 'guests', 'pets', 'makeUp', 'couples', 'typicalDay', 'cleanliness'];
const PEOPLE = Array.from({ length: HOUSEHOLD_PEOPLE_MAX + 1 }, (_, n) => ({ value: String(n), label: String(n) }));

export interface HouseholdFieldsProps {
  household: Household;
  onChange: (household: Household) => void;
}

export function HouseholdFields({ household, onChange }: HouseholdFieldsProps) {
  const { questions } = HOUSEHOLD_MESSAGES;
  const toggleLanguage = (language: HomeLanguage) => onChange(withField(household, 'languages', listOrNothing(toggled(HOME_LANGUAGES, household.languages, language))));
  return (
    <fieldset className="grid min-w-0 gap-4 sm:col-span-2">
      <legend className="text-base font-semibold text-slate-900 dark:text-slate-100">{HOUSEHOLD_MESSAGES.title}</legend>
      <p className="text-sm text-slate-700 dark:text-slate-300">{HOUSEHOLD_MESSAGES.intro}</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">{HOUSEHOLD_MESSAGES.noFaith}</p>
      {SINGLE_FIELDS.map((field) => {
        const labels: Record<string, string> = HOUSEHOLD_LABELS[field];
        const current = household[field];
        return (
          <ToggleChips
            key={field}
            legend={questions[field].label}
            why={questions[field].why}
            options={Object.entries(labels).map(([value, label]) => ({ value, label }))}
            selected={current ? [current] : []}
            onToggle={(value) => onChange(withField(household, field, (value === current ? undefined : value) as Household[typeof field]))}
          />
        );
      })}
      <ToggleChips
        legend={questions.languages.label}
        why={questions.languages.why}
        options={HOME_LANGUAGES.map((language) => ({ value: language, label: language }))}
        selected={household.languages ?? []}
        onToggle={toggleLanguage}
      />
      <ToggleChips
        legend={questions.people.label}
        why={questions.people.why}
        options={PEOPLE}
        selected={household.people === undefined ? [] : [String(household.people)]}
        onToggle={(value) => onChange(withField(household, 'people', Number(value) === household.people ? undefined : Number(value)))}
      />
    </fieldset>
  );
}
