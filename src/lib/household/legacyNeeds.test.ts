import { describe, expect, it } from 'vitest';
import type { HouseholdNeeds, KitchenRule, SmokingRule } from '@/schema/household';
import type { PreferredRoommate } from '@/data/collections/roommateRequests';
import { needsWithLegacyChoices } from './legacyNeeds';

const VEG_KITCHENS: KitchenRule[] = ['veg-only', 'veg-eggs', 'jain'];
const NO_SMOKE_INSIDE: SmokingRule[] = ['none', 'outside'];

describe('needsWithLegacyChoices', () => {
  it.each<[string, PreferredRoommate[], HouseholdNeeds, HouseholdNeeds | null]>([
    ['Vegetarian prefers a vegetarian kitchen', ['Vegetarian'], {}, { prefer: { kitchen: VEG_KITCHENS } }],
    ['Non-Smoker prefers no smoking inside', ['Non-Smoker'], {}, { prefer: { smoking: NO_SMOKE_INSIDE } }],
    ['both, beside the other choices', ['Student', 'Vegetarian', 'Female', 'Non-Smoker'], {}, { prefer: { kitchen: VEG_KITCHENS, smoking: NO_SMOKE_INSIDE } }],
    ['choices that say nothing of the household change nothing', ['Student', 'Any', 'Non-Vegetarian'], {}, null],
    ['no choices change nothing', [], { must: { pets: ['none'] } }, null],
    ['a kitchen must stays the seeker’s', ['Vegetarian'], { must: { kitchen: ['jain'] } }, null],
    ['a kitchen prefer stays the seeker’s', ['Vegetarian'], { prefer: { kitchen: ['mixed'] } }, null],
    [
      'an answered dimension is kept while the other is added, and other needs stay',
      ['Vegetarian', 'Non-Smoker'],
      { must: { kitchen: ['veg-only'] }, prefer: { languages: ['Hindi'] } },
      { must: { kitchen: ['veg-only'] }, prefer: { languages: ['Hindi'], smoking: NO_SMOKE_INSIDE } },
    ],
  ])('%s', (_, preferred, needs, expected) => {
    expect(needsWithLegacyChoices(preferred, needs)).toEqual(expected);
  });

  it('a second run changes nothing', () => {
    const once = needsWithLegacyChoices(['Vegetarian', 'Non-Smoker'], { must: { alcohol: ['none'] } });
    expect(once).toEqual({ must: { alcohol: ['none'] }, prefer: { kitchen: VEG_KITCHENS, smoking: NO_SMOKE_INSIDE } });
    expect(needsWithLegacyChoices(['Vegetarian', 'Non-Smoker'], once ?? {})).toBeNull();
  });

  it('never marks the old choices as a must', () => {
    expect(needsWithLegacyChoices(['Vegetarian', 'Non-Smoker'], {})?.must).toBeUndefined();
  });
});
