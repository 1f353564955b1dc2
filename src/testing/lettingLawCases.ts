/**
 * The same letting-law threshold cases for the module (unit tests) and firestore.rules (rules
 * tests): every money rule, for every kind of let, at a few rents, a penny below, at and a penny
 * above its limit, with the module's verdict. Nations are given by outward code, as listings
 * without a stored nation are read (src/lib/place/outcodeNation.ts, firestore.rules outcodeNation()),
 * with a city of the same nation.
 */
import { checkLettingLaw } from '@/lib/lettingLaw/check';
import { letListingOf } from '@/lib/lettingLaw/fromListing';
import { LETTING_LAW_RULES } from '@/lib/lettingLaw/rules';
import { LET_KINDS, type LetKind, type MoneyField, type MoneyRule, type Nation } from '@/lib/lettingLaw/types';

export const CITY_OF_NATION: Record<Nation, string> = {
  england: 'London, UK',
  wales: 'Cardiff, UK',
  scotland: 'Edinburgh, UK',
  'northern-ireland': 'Belfast, UK',
};

export const OUTCODE_OF_NATION: Record<Nation, string> = {
  england: 'E6',
  wales: 'CF10',
  scotland: 'EH1',
  'northern-ireland': 'BT1',
};

export interface LawFigures {
  postcode: string;
  outcode: string;
  letKind: LetKind;
  rent: number;
  deposit: number;
  holdingDeposit: number;
  rentInAdvance: number;
}

export interface LawCase {
  name: string;
  figures: LawFigures;
  /** Where the amount sits: a penny below the limit, at it, a penny above. */
  position: 'below' | 'at' | 'above';
  /** The rule covers this kind of let. */
  applies: boolean;
  /** The module finds no money rule broken. */
  allowed: boolean;
}

const PLAIN = { title: 'Double room near the station', description: 'Bright room, bills included.' };
/** £300 a week; £1,153.846… for 5 weeks (not whole pence); £50,000.04 a year (6 weeks). */
const RENTS = [1300, 1000, 4166.67];

export function moduleAllows(figures: LawFigures, date = new Date()): boolean {
  return checkLettingLaw(letListingOf({ ...PLAIN, ...figures }), date).every((finding) => finding.kind !== 'money');
}

function figuresWith(nation: Nation, letKind: LetKind, rent: number, field: MoneyField, amount: number): LawFigures {
  const base: LawFigures = { postcode: CITY_OF_NATION[nation], outcode: OUTCODE_OF_NATION[nation], letKind, rent, deposit: 0, holdingDeposit: 0, rentInAdvance: 0 };
  return { ...base, [field]: amount };
}

function casesOf(rule: MoneyRule, nation: Nation, date: Date): LawCase[] {
  return LET_KINDS.flatMap((letKind) =>
    RENTS.flatMap((rent) => {
      const limitPence = rule.limitPence(rent);
      return (['below', 'at', 'above'] as const).map((position, step) => {
        const pence = limitPence - 1 + step;
        const figures = figuresWith(nation, letKind, rent, rule.field, pence / 100);
        const name = `${rule.id}, ${letKind}, £${rent} a month, ${rule.field} £${(pence / 100).toFixed(2)} (${position})`;
        return { name, figures, position, applies: rule.letKinds.includes(letKind), allowed: moduleAllows(figures, date) };
      });
    }),
  );
}

/** Every money rule's cases, in the nation it applies to; the verdicts are the module's on `date`. */
export function lettingLawCases(date = new Date()): LawCase[] {
  return LETTING_LAW_RULES.filter((rule): rule is MoneyRule => rule.kind === 'money').flatMap((rule) => rule.nations.flatMap((nation) => casesOf(rule, nation, date)));
}
