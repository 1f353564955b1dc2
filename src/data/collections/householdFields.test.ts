import { describe, expect, it } from 'vitest';
import { householdOf, needsOf, seekerSelfOf } from './householdFields';

describe('household fit converters', () => {
  it('keep the valid facts of a household and drop the rest as unstated', () => {
    expect(householdOf({ kitchen: 'jain', smoking: 'indoors', languages: ['Hindi', 'French', 'Hindi'], people: 13, religion: 'x' })).toEqual({ kitchen: 'jain', languages: ['Hindi'] });
    expect(householdOf({ people: 0, languages: [] })).toEqual({ people: 0 });
    expect(householdOf('vegetarian')).toEqual({});
    expect(householdOf(undefined)).toEqual({});
  });

  it('read a need in both must and prefer as a must, and leave out empty sets', () => {
    expect(needsOf({ must: { kitchen: ['veg-only', 'mixd'] }, prefer: { kitchen: ['mixed'], languages: ['Hindi'] } })).toEqual({ must: { kitchen: ['veg-only'] }, prefer: { languages: ['Hindi'] } });
    expect(needsOf({ must: { people: [2] }, prefer: {} })).toEqual({});
    expect(needsOf(null)).toEqual({});
  });

  it('keep what a seeker says of themselves', () => {
    expect(seekerSelfOf({ diet: 'jain', smokes: 'sometimes', couple: 'single' })).toEqual({ diet: 'jain', couple: 'single' });
  });
});
