import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Household } from '@/schema/household';
import { HouseholdFields } from './HouseholdFields';
import { HOUSEHOLD_MESSAGES } from './householdMessages';

function Harness({ initial = {}, seen }: { initial?: Household; seen: Household[] }) {
  const [household, setHousehold] = useState<Household>(initial);
  return (
    <HouseholdFields
      household={household}
      onChange={(next) => {
        seen.push(next);
        setHousehold(next);
      }}
    />
  );
}

const group = (name: string) => screen.getByRole('group', { name });

describe('HouseholdFields', () => {
  it('asks every question with chips and says why, and never asks about faith', () => {
    render(<Harness seen={[]} />);
    for (const { label, why } of Object.values(HOUSEHOLD_MESSAGES.questions)) {
      expect(group(label)).toHaveTextContent(why);
    }
    expect(screen.getByText(HOUSEHOLD_MESSAGES.noFaith)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /religion|caste|nationality|faith/i })).not.toBeInTheDocument();
  });

  it('chooses one kitchen rule, and a second press clears it (not stated)', () => {
    const seen: Household[] = [];
    render(<Harness seen={seen} />);
    const kitchen = group(HOUSEHOLD_MESSAGES.questions.kitchen.label);
    fireEvent.click(within(kitchen).getByRole('button', { name: 'Jain-friendly' }));
    expect(seen.at(-1)).toEqual({ kitchen: 'jain' });
    expect(within(kitchen).getByRole('button', { name: 'Jain-friendly' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(kitchen).getByRole('button', { name: 'Vegetarian kitchen' }));
    expect(seen.at(-1)).toEqual({ kitchen: 'veg-only' });
    fireEvent.click(within(kitchen).getByRole('button', { name: 'Vegetarian kitchen' }));
    expect(seen.at(-1)).toEqual({});
  });

  it('keeps several languages in the schema order, and the head count as a number', () => {
    const seen: Household[] = [];
    render(<Harness initial={{ smoking: 'outside' }} seen={seen} />);
    const languages = group(HOUSEHOLD_MESSAGES.questions.languages.label);
    fireEvent.click(within(languages).getByRole('button', { name: 'Hindi' }));
    fireEvent.click(within(languages).getByRole('button', { name: 'Gujarati' }));
    fireEvent.click(within(languages).getByRole('button', { name: 'English' }));
    expect(seen.at(-1)).toEqual({ smoking: 'outside', languages: ['English', 'Hindi', 'Gujarati'] });
    fireEvent.click(within(group(HOUSEHOLD_MESSAGES.questions.people.label)).getByRole('button', { name: '3' }));
    expect(seen.at(-1)).toEqual({ smoking: 'outside', languages: ['English', 'Hindi', 'Gujarati'], people: 3 });
  });
});
