import { describe, expect, it } from 'vitest';
import type { HomeLanguage, Household, HouseholdNeeds } from '@/schema/household';
import { compareFit, fitLabelText, hasNeeds, roomFit } from './fit';
import { seekerFit, type SeekerForFit } from './ownerFit';

const wembley: Household = { kitchen: 'jain', smoking: 'none', languages: ['Gujarati', 'Hindi'], makeUp: 'mixed' };
const ilford: Household = { kitchen: 'mixed', smoking: 'outside', languages: ['English'] };
const ananya: HouseholdNeeds = { must: { kitchen: ['veg-only', 'jain'] }, prefer: { languages: ['Hindi'] } };

const label = (needs: HouseholdNeeds | undefined, household: Household | undefined) => {
  const fit = roomFit(needs, household);
  return fit.label ? fitLabelText(fit.label) : null;
};
const lines = (needs: HouseholdNeeds | undefined, household: Household | undefined) =>
  roomFit(needs, household).reasons.map((reason) => `${reason.weight} ${reason.state} ${reason.text}`);

describe('roomFit: the label', () => {
  it.each<[string, HouseholdNeeds | undefined, Household | undefined, string | null]>([
    ['no profile', undefined, wembley, null],
    ['an empty profile', {}, wembley, null],
    ['empty lists are "don\'t mind"', { must: { kitchen: [] }, prefer: { languages: [] } }, wembley, null],
    ['must met, prefer met', ananya, wembley, 'Great fit'],
    ['must met, prefer broken (1 of 1 is under half)', ananya, { kitchen: 'veg-only', languages: ['Tamil'] }, 'Check 1 thing'],
    ['must met, prefer unknown', ananya, { kitchen: 'veg-only' }, 'Check 1 thing'],
    ['must met, 1 of 2 prefers met', { must: { kitchen: ['veg-only'] }, prefer: { languages: ['Hindi'], smoking: ['none'] } }, { kitchen: 'veg-only', languages: ['Hindi'], smoking: 'allowed' }, 'Good fit'],
    ['must met, 1 of 3 prefers met', { must: { kitchen: ['veg-only'] }, prefer: { languages: ['Hindi'], smoking: ['none'], pets: ['none'] } }, { kitchen: 'veg-only', languages: ['Hindi'], smoking: 'allowed' }, 'Check 2 things'],
    ['must broken, prefer met: never a fit', ananya, { kitchen: 'mixed', languages: ['Hindi'] }, 'Check 1 thing'],
    ['must broken, prefer broken', ananya, ilford, 'Check 2 things'],
    ['must unknown is never a match', ananya, { languages: ['Hindi'] }, 'Check 1 thing'],
    ['no household at all', ananya, undefined, 'Check 2 things'],
    ['musts only, all met', { must: { smoking: ['none'], makeUp: ['all-female', 'mixed'] } }, { smoking: 'none', makeUp: 'all-female' }, 'Great fit'],
    ['prefers only, all broken', { prefer: { alcohol: ['none'] } }, { alcohol: 'fine' }, 'Check 1 thing'],
    ['prefers only, half met', { prefer: { alcohol: ['none'], guests: ['rarely'] } }, { alcohol: 'none', guests: 'often' }, 'Good fit'],
    ['don\'t mind a dimension the room would break', { must: { kitchen: ['veg-only'] } }, { kitchen: 'veg-only', smoking: 'allowed' }, 'Great fit'],
  ])('%s', (_, needs, household, expected) => {
    expect(label(needs, household)).toBe(expected);
  });
});

describe('roomFit: the reasons', () => {
  it('explains the Ilford room point by point: the broken must, then the prefer', () => {
    expect(lines(ananya, ilford)).toEqual(['must broken Mixed kitchen (veg and non-veg)', 'prefer broken Hindi not spoken']);
    expect(roomFit(ananya, ilford).meetsMusts).toBe(false);
  });

  it('says what is met in the household\'s words', () => {
    expect(lines({ must: { kitchen: ['veg-only'], smoking: ['none', 'outside'] } }, { kitchen: 'veg-only', smoking: 'allowed' })).toEqual([
      'must met Vegetarian kitchen',
      'must broken Smoking allowed inside',
    ]);
  });

  it('shows unknown as unknown, never as a match', () => {
    expect(lines({ prefer: { alcohol: ['none'], languages: ['Tamil'] } }, {})).toEqual(['prefer unknown Alcohol not stated', 'prefer unknown Languages not stated']);
    expect(roomFit({ must: { alcohol: ['none'] } }, {}).meetsMusts).toBe(false);
  });

  it.each<[HomeLanguage[], HomeLanguage[], string]>([
    [['Hindi'], ['Gujarati', 'Hindi'], 'met Hindi spoken'],
    [['Hindi', 'Tamil', 'Gujarati'], ['Gujarati', 'Tamil'], 'met Tamil, Gujarati spoken'],
    [['Hindi', 'Urdu'], ['English'], 'broken Hindi or Urdu not spoken'],
  ])('languages: any one in common meets it (%j at a home speaking %j)', (wanted, spoken, expected) => {
    const fit = roomFit({ must: { languages: wanted } }, { languages: spoken });
    expect(`${fit.reasons[0]?.state} ${fit.reasons[0]?.text}`).toBe(expected);
  });

  it('counts a dimension in both must and prefer once, as a must', () => {
    expect(lines({ must: { smoking: ['none'] }, prefer: { smoking: ['none', 'outside'] } }, { smoking: 'outside' })).toEqual(['must broken Smoking outside only']);
  });

  it('knows whether a profile has any needs', () => {
    expect(hasNeeds(undefined)).toBe(false);
    expect(hasNeeds({ must: { kitchen: [] } })).toBe(false);
    expect(hasNeeds(ananya)).toBe(true);
  });
});

describe('compareFit: best fit first', () => {
  it('puts rooms meeting the musts first, then most prefers met, unknown above broken', () => {
    const needs: HouseholdNeeds = { must: { kitchen: ['veg-only', 'jain'] }, prefer: { languages: ['Hindi'], smoking: ['none'] } };
    const rooms: Record<string, Household> = {
      ilford,
      quietUnknown: { kitchen: 'veg-only' },
      brokenPrefers: { kitchen: 'veg-only', languages: ['Tamil'], smoking: 'allowed' },
      wembley,
      halfway: { kitchen: 'jain', languages: ['Hindi'], smoking: 'allowed' },
    };
    const order = Object.entries(rooms)
      .map(([name, household]) => ({ name, fit: roomFit(needs, household) }))
      .sort((a, b) => compareFit(a.fit, b.fit))
      .map((room) => room.name);
    expect(order).toEqual(['wembley', 'halfway', 'quietUnknown', 'brokenPrefers', 'ilford']);
  });
});

describe('seekerFit: a seeker against an owner\'s listing', () => {
  const ananyaSeeker: SeekerForFit = { needs: ananya, self: { diet: 'vegetarian', smokes: 'no', pets: 'none', couple: 'single', drinks: 'no' }, gender: 'Female' };
  const ownerLines = (seeker: SeekerForFit, household: Household) => seekerFit(seeker, household).reasons.map((r) => `${r.weight} ${r.state} ${r.text}`);
  const ownerLabel = (seeker: SeekerForFit, household: Household) => {
    const fit = seekerFit(seeker, household);
    return fit.label ? fitLabelText(fit.label) : null;
  };

  it('checks her needs, then the household\'s rules against what she is', () => {
    expect(ownerLines(ananyaSeeker, wembley)).toEqual([
      'must met Jain-friendly kitchen',
      'prefer met Hindi spoken',
      'rule met No smoking · Does not smoke',
      'rule met Jain-friendly kitchen · Vegetarian',
    ]);
    expect(ownerLabel(ananyaSeeker, wembley)).toBe('Great fit');
  });

  it.each<[string, SeekerForFit, Household, string, string | null]>([
    ['no smoking vs a smoker', { self: { smokes: 'yes' } }, { smoking: 'none' }, 'rule broken No smoking · Smokes', 'Check 1 thing'],
    ['no smoking vs smokes outside', { self: { smokes: 'outside' } }, { smoking: 'none' }, 'rule broken No smoking · Smokes outside only', 'Check 1 thing'],
    ['outside only vs smokes indoors: a check', { self: { smokes: 'yes' } }, { smoking: 'outside' }, 'rule unknown Smoking outside only · Smokes', 'Check 1 thing'],
    ['no pets vs has a pet', { self: { pets: 'has-pets' } }, { pets: 'none' }, 'rule broken No pets · Has a pet', 'Check 1 thing'],
    ['all female vs a man', { gender: 'Male' }, { makeUp: 'all-female' }, 'rule broken All female · Male', 'Check 1 thing'],
    ['all male vs a man', { gender: 'Male' }, { makeUp: 'all-male' }, 'rule met All male · Male', 'Great fit'],
    ['all female vs Other: a check', { gender: 'Other' }, { makeUp: 'all-female' }, 'rule unknown All female · Other', 'Check 1 thing'],
    ['no couples vs a couple', { self: { couple: 'couple' } }, { couples: 'not-welcome' }, 'rule broken No couples · A couple', 'Check 1 thing'],
    ['veg kitchen vs non-veg diet: a check', { self: { diet: 'non-vegetarian' } }, { kitchen: 'veg-only' }, 'rule unknown Vegetarian kitchen · Non-vegetarian', 'Check 1 thing'],
    ['egg kitchen vs eats eggs', { self: { diet: 'veg-eggs' } }, { kitchen: 'veg-eggs' }, 'rule met Vegetarian kitchen with eggs · Vegetarian, eats eggs', 'Great fit'],
    ['no alcohol vs drinks: a check', { self: { drinks: 'occasionally' } }, { alcohol: 'none' }, 'rule unknown No alcohol at home · Drinks occasionally', 'Check 1 thing'],
    ['a rule she has not answered is unknown', {}, { smoking: 'none' }, 'rule unknown Their smoking not stated', 'Check 1 thing'],
  ])('%s', (_, seeker, household, line, expected) => {
    expect(ownerLines(seeker, household)).toEqual([line]);
    expect(ownerLabel(seeker, household)).toBe(expected);
  });

  it('gives no reasons where the household has no rules and the seeker no needs', () => {
    expect(ownerLabel({ self: { smokes: 'yes' }, gender: 'Male' }, { smoking: 'allowed', makeUp: 'mixed', kitchen: 'mixed', couples: 'welcome' })).toBeNull();
  });

  it('never calls a seeker who breaks a rule a fit, whatever else they match', () => {
    const fit = seekerFit({ ...ananyaSeeker, self: { ...ananyaSeeker.self, smokes: 'yes' } }, wembley);
    expect(fit.meetsMusts).toBe(false);
    expect(fit.label).toEqual({ kind: 'check', count: 1 });
  });
});
