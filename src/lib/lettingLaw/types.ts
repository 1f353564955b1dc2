/**
 * The vocabulary of the letting-law checks: where a home is, what kind of let it is, the figures a
 * listing asks for, and what a rule found. See docs/letting-law.md for every rule and its source.
 */

export const NATIONS = ['england', 'wales', 'scotland', 'northern-ireland'] as const;
export type Nation = (typeof NATIONS)[number];

/**
 * tenancy: a room in a shared house, the landlord lives elsewhere.
 * lodger: a room in the owner's own home (live-in landlord; usually a licence to occupy).
 * whole-home: a whole flat or house.
 */
export const LET_KINDS = ['tenancy', 'lodger', 'whole-home'] as const;
export type LetKind = (typeof LET_KINDS)[number];

/**
 * What a listing asks for. Every amount is in pounds (pence allowed). rentInAdvance is the AMOUNT of
 * rent asked before the tenancy starts (not a number of months), so it compares directly with the
 * rent and the Firestore rules can check it without division; 0 or absent means none asked.
 */
export interface LetListing {
  nation: Nation;
  letKind: LetKind;
  /** Rent per calendar month. */
  rentPcm: number;
  deposit: number;
  holdingDeposit?: number;
  rentInAdvance?: number;
  title: string;
  description: string;
}

/** hard: the listing cannot be published as it stands. review: published only after a moderator looks. */
export type Severity = 'hard' | 'review';

export type MoneyField = 'deposit' | 'holdingDeposit' | 'rentInAdvance';

interface RuleBase {
  id: string;
  /** The rule in plain words. */
  title: string;
  /** The law, short, as the message names it: "Tenant Fees Act 2019". */
  act: string;
  /** Act and section (or the official guidance page). */
  law: string;
  /** legislation.gov.uk, gov.uk, mygov.scot or gov.wales. */
  sourceUrl: string;
  nations: readonly Nation[];
  letKinds: readonly LetKind[];
  /** ISO date the rule took effect; a check on an earlier date skips it. */
  inForceFrom: string;
  severity: Severity;
}

/** A cap on one amount, computed from the monthly rent. */
export interface MoneyRule extends RuleBase {
  kind: 'money';
  field: MoneyField;
  /** "A deposit", "A holding deposit", "Rent in advance": the subject of the message. */
  subject: string;
  /** The cap for this rent, in pence (rounded down, so a whole-penny amount above it is above the exact cap). */
  limitPence: (rentPcm: number) => number;
  /** The cap in words for this rent: "5 weeks' rent". */
  limitLabel: (rentPcm: number) => string;
}

/** Advert wording the law forbids for this let. */
export interface WordingRule extends RuleBase {
  kind: 'wording';
  pattern: RegExp;
}

export type LawRule = MoneyRule | WordingRule;

export interface MoneyFinding {
  kind: 'money';
  rule: MoneyRule;
  field: MoneyField;
  /** The amount asked and the legal limit, in pounds. */
  asked: number;
  limit: number;
  message: string;
}

export interface WordingFinding {
  kind: 'wording';
  rule: WordingRule;
  field: 'title' | 'description';
  /** The words that matched, as written. */
  excerpt: string;
  message: string;
}

export type LawFinding = MoneyFinding | WordingFinding;

/** Whether this let's deposit must go into a government-approved scheme, and how fast. */
export type DepositProtection =
  | { required: true; within: number; unit: 'days' | 'working days'; law: string; sourceUrl: string }
  | { required: false; law: string; sourceUrl: string }
  /** Not established for this nation and kind of let: the app says nothing. */
  | null;
