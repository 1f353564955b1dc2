/** "What I need": per dimension the values the seeker accepts, and must / prefer / don't mind. */
import { ToggleChips } from '@/components/form/ToggleChips';
import { HOME_LANGUAGES, HOUSEHOLD_LABELS, NEED_DIMENSIONS, NEED_VALUES, type NeedDimension, type NeedSet } from '@/schema/household';
import { listOrNothing, toggled, withField } from '@/lib/household/chipEdits';
import type { HouseholdFormValues, NeedLevel } from '../lib/householdForm';
import { HOUSEHOLD_PROFILE_MESSAGES } from '../messages';

const LEVELS: readonly NeedLevel[] = ['must', 'prefer', 'none'];

function optionsOf(dimension: NeedDimension): { value: string; label: string }[] {
  if (dimension === 'languages') return HOME_LANGUAGES.map((language) => ({ value: language, label: language }));
  return Object.entries(HOUSEHOLD_LABELS[dimension]).map(([value, label]) => ({ value, label }));
}

export interface NeedsFieldsProps {
  values: HouseholdFormValues;
  onChange: (values: HouseholdFormValues) => void;
}

export function NeedsFields({ values, onChange }: NeedsFieldsProps) {
  const { needs: questions, levels, levelLegend } = HOUSEHOLD_PROFILE_MESSAGES;
  const setValues = (dimension: NeedDimension, value: string) => {
    const all: readonly string[] = NEED_VALUES[dimension];
    const needValues: Record<string, string[]> = values.needValues;
    onChange({ ...values, needValues: withField(needValues, dimension, listOrNothing(toggled(all, needValues[dimension], value))) as NeedSet });
  };
  return (
    <>
      {NEED_DIMENSIONS.map((dimension) => {
        const level = values.needLevels[dimension] ?? 'none';
        return (
          <div key={dimension} className="grid min-w-0 gap-2 border-t border-slate-200 pt-3 dark:border-slate-700">
            <ToggleChips
              legend={questions[dimension].label}
              why={questions[dimension].why}
              options={optionsOf(dimension)}
              selected={values.needValues[dimension] ?? []}
              onToggle={(value) => setValues(dimension, value)}
            />
            <ToggleChips
              legend={levelLegend(questions[dimension].label)}
              options={LEVELS.map((value) => ({ value, label: levels[value] }))}
              selected={[level]}
              onToggle={(next) => onChange({ ...values, needLevels: { ...values.needLevels, [dimension]: next } })}
            />
          </div>
        );
      })}
    </>
  );
}
