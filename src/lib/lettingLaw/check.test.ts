/**
 * Every letting-law rule across its nations and kinds of let, at and around its threshold (£1
 * below, at, £1 above). Each describe names the rule's source: see docs/letting-law.md.
 */
import { describe, expect, it } from 'vitest';
import { LETTING_LAW } from './messages';
import { blocksPublishing, checkLettingLaw } from './check';
import { LETTING_LAW_RULES } from './rules';
import { LET_KINDS, NATIONS, type LetKind, type LetListing, type MoneyField, type Nation } from './types';

const TODAY = new Date('2026-11-23T12:00:00Z');
const plain = { title: 'Double room near the station', description: 'Bright room, bills included.' };
const listing = (overrides: Partial<LetListing>): LetListing => ({ nation: 'england', letKind: 'tenancy', rentPcm: 1300, deposit: 0, ...plain, ...overrides });
const idsOf = (l: LetListing, date = TODAY) => checkLettingLaw(l, date).map((finding) => finding.rule.id);
const ruleOf = (id: string) => {
  const rule = LETTING_LAW_RULES.find((r) => r.id === id);
  if (!rule) throw new Error(`no rule ${id}`);
  return rule;
};

interface MoneyCase {
  id: string;
  nation: Nation;
  kinds: readonly LetKind[];
  field: MoneyField;
  rentPcm: number;
  /** The legal limit for that rent, in pounds. */
  limit: number;
}

// £1,300 a month = £300 a week (1,300 × 12 / 52); £5,200 a month = £62,400 a year = £1,200 a week.
const MONEY_CASES: MoneyCase[] = [
  { id: 'deposit-cap-england', nation: 'england', kinds: LET_KINDS, field: 'deposit', rentPcm: 1300, limit: 1500 },
  { id: 'deposit-cap-england', nation: 'england', kinds: LET_KINDS, field: 'deposit', rentPcm: 5200, limit: 7200 },
  { id: 'holding-deposit-cap-england', nation: 'england', kinds: LET_KINDS, field: 'holdingDeposit', rentPcm: 1300, limit: 300 },
  { id: 'rent-in-advance-england', nation: 'england', kinds: ['tenancy', 'whole-home'], field: 'rentInAdvance', rentPcm: 1300, limit: 1300 },
  { id: 'holding-deposit-cap-wales', nation: 'wales', kinds: ['tenancy', 'whole-home'], field: 'holdingDeposit', rentPcm: 1300, limit: 300 },
  { id: 'deposit-cap-scotland', nation: 'scotland', kinds: ['tenancy', 'whole-home'], field: 'deposit', rentPcm: 1300, limit: 2600 },
  { id: 'deposit-cap-northern-ireland', nation: 'northern-ireland', kinds: ['tenancy', 'whole-home'], field: 'deposit', rentPcm: 1300, limit: 1300 },
];

describe.each(MONEY_CASES)('$id at £$rentPcm a month (limit £$limit)', ({ id, nation, kinds, field, rentPcm, limit }) => {
  const rule = ruleOf(id);

  describe(`source: ${rule.law} (${rule.sourceUrl})`, () => {
    it.each(kinds)('%s: £1 below and at the limit pass, £1 above is a hard finding with the figures', (letKind) => {
      const asked = (amount: number) => listing({ nation, letKind, rentPcm, [field]: amount });
      expect(idsOf(asked(limit - 1))).not.toContain(id);
      expect(idsOf(asked(limit))).not.toContain(id);
      const [finding] = checkLettingLaw(asked(limit + 1), TODAY).filter((f) => f.rule.id === id);
      expect(finding).toMatchObject({ kind: 'money', field, asked: limit + 1, limit });
      expect(finding?.rule.severity).toBe('hard');
      expect(blocksPublishing([finding!])).toBe(true);
    });

    const otherKinds = LET_KINDS.filter((kind) => !kinds.includes(kind));
    // Rules for every kind of let (the Tenant Fees Act caps) have no other kind to try.
    if (otherKinds.length > 0) {
      it.each(otherKinds)('does not apply to a %s let', (letKind) => {
        expect(idsOf(listing({ nation, letKind, rentPcm, [field]: limit * 3 }))).not.toContain(id);
      });
    }

    it.each(NATIONS.filter((other) => other !== nation))('does not apply in %s', (other) => {
      expect(idsOf(listing({ nation: other, letKind: kinds[0], rentPcm, [field]: limit * 3 }))).not.toContain(id);
    });

    it(`does not apply before it took effect (${rule.inForceFrom})`, () => {
      const dayBefore = new Date(`${rule.inForceFrom}T00:00:00Z`);
      dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
      const above = listing({ nation, letKind: kinds[0], rentPcm, [field]: limit + 1 });
      expect(idsOf(above, dayBefore)).not.toContain(id);
      expect(idsOf(above, new Date(`${rule.inForceFrom}T00:00:00Z`))).toContain(id);
    });
  });
});

describe('deposit cap in England: Tenant Fees Act 2019, Sch. 1 para. 2 (legislation.gov.uk/ukpga/2019/4/schedule/1/paragraph/2)', () => {
  it("uses 5 weeks below £50,000 a year and 6 weeks from £50,000, weekly rent = monthly × 12 / 52", () => {
    // £4,166.66 a month = £49,999.92 a year: 5 weeks = £4,807.68 (rounded down to the penny).
    expect(checkLettingLaw(listing({ rentPcm: 4166.66, deposit: 4807.69 }), TODAY)[0]).toMatchObject({ limit: 4807.68 });
    expect(idsOf(listing({ rentPcm: 4166.66, deposit: 4807.68 }))).toEqual([]);
    // £4,166.67 a month = £50,000.04 a year: 6 weeks = £5,769.23.
    expect(idsOf(listing({ rentPcm: 4166.67, deposit: 5769.23 }))).toEqual([]);
    expect(checkLettingLaw(listing({ rentPcm: 4166.67, deposit: 5769.24 }), TODAY)[0]).toMatchObject({ limit: 5769.23 });
  });

  it('covers lodgers: the Act covers licences to occupy as well as tenancies', () => {
    const lodger = listing({ letKind: 'lodger', rentPcm: 650, deposit: 1300, title: 'Lodger wanted', description: 'Room in our family home.' });
    expect(checkLettingLaw(lodger, TODAY)).toMatchObject([{ rule: { id: 'deposit-cap-england' }, asked: 1300, limit: 750 }]);
  });

  it('names the limit, the money and the Act in plain words', () => {
    const [finding] = checkLettingLaw(listing({ rentPcm: 1300, deposit: 1800 }), TODAY);
    expect(finding?.message).toBe(LETTING_LAW.aboveLimit('A deposit', "5 weeks' rent", '£1,500', 'England', 'Tenant Fees Act 2019'));
    expect(finding?.message).toBe("A deposit above 5 weeks' rent (£1,500 here) is not allowed for this let in England: Tenant Fees Act 2019");
  });

  it('shows a limit that is not whole pounds to the penny, and compares to the penny', () => {
    // £1,000 a month: 5 weeks = 5 × 1,000 × 12 / 52 = £1,153.846…
    expect(idsOf(listing({ rentPcm: 1000, deposit: 1153.84 }))).toEqual([]);
    const [finding] = checkLettingLaw(listing({ rentPcm: 1000, deposit: 1153.85 }), TODAY);
    expect(finding?.message).toContain('(£1,153.84 here)');
  });

  it('checks nothing without a rent or an amount', () => {
    expect(idsOf(listing({ rentPcm: 0, deposit: 5000 }))).toEqual([]);
    expect(idsOf(listing({ deposit: 0, holdingDeposit: 0, rentInAdvance: 0 }))).toEqual([]);
  });
});

describe("rent in advance in England: Renters' Rights Act 2025 ss.8-9 (gov.uk rent payments and deposits guidance)", () => {
  it("names 1 month's rent and the Act", () => {
    const [finding] = checkLettingLaw(listing({ letKind: 'whole-home', rentPcm: 1300, rentInAdvance: 3900 }), TODAY);
    expect(finding?.message).toBe("Rent in advance above 1 month's rent (£1,300 here) is not allowed for this let in England: Renters' Rights Act 2025");
  });
});

interface WordingCase {
  id: string;
  hits: string[];
  /** What the first hit quotes. */
  quoted: string;
  misses: string[];
}

const WORDING_CASES: WordingCase[] = [
  {
    id: 'rental-bidding-england',
    hits: ['Best offers by Friday', 'Best and final offers please', 'Offers over £900 pcm', 'OIEO £1,200', 'Goes to the highest bidder', 'Open to higher offers'],
    quoted: 'Best offers',
    misses: ['The room offers over 12 m² of space', 'We offer the best location in Ilford', 'Rent £900 pcm, bills included'],
  },
  {
    id: 'children-benefits-england',
    hits: ['No DSS', 'no benefits', 'No housing benefit', 'DSS not accepted', 'Sorry, no kids', 'No children', 'Not suitable for children'],
    quoted: 'No DSS',
    misses: ['Housing benefit accepted', 'Families with children welcome', 'No smoking, no pets', 'Near a children’s park'],
  },
];

describe.each(WORDING_CASES)('$id', ({ id, hits, quoted, misses }) => {
  const rule = ruleOf(id);

  describe(`source: ${rule.law} (${rule.sourceUrl})`, () => {
    it.each(hits)('flags "%s" on a tenancy and a whole home in England, for review', (text) => {
      for (const letKind of ['tenancy', 'whole-home'] as const) {
        const [finding] = checkLettingLaw(listing({ letKind, description: text }), TODAY);
        expect(finding).toMatchObject({ kind: 'wording', field: 'description', rule: { id, severity: 'review' } });
      }
      expect(blocksPublishing(checkLettingLaw(listing({ title: text }), TODAY))).toBe(false);
    });

    it.each(misses)('leaves "%s" alone', (text) => {
      expect(idsOf(listing({ description: text }))).toEqual([]);
    });

    it('does not apply to a lodger, outside England, or before 1 May 2026', () => {
      const text = hits[0]!;
      expect(idsOf(listing({ letKind: 'lodger', description: text }))).toEqual([]);
      for (const nation of ['wales', 'scotland', 'northern-ireland'] as const) expect(idsOf(listing({ nation, description: text }))).toEqual([]);
      expect(idsOf(listing({ description: text }), new Date('2026-04-30T12:00:00Z'))).toEqual([]);
      expect(idsOf(listing({ description: text }), new Date('2026-05-01T12:00:00Z'))).toEqual([id]);
    });

    it('quotes the words that matched and names the Act', () => {
      const [finding] = checkLettingLaw(listing({ title: hits[0]! }), TODAY);
      expect(finding).toMatchObject({ field: 'title', excerpt: quoted });
      expect(finding?.message).toBe(LETTING_LAW.wording(quoted, 'England', "Renters' Rights Act 2025"));
    });
  });
});

describe('findings order', () => {
  it('lists hard findings before wording for review', () => {
    const both = listing({ deposit: 5000, description: 'No DSS. Best offers.' });
    expect(checkLettingLaw(both, TODAY).map((f) => f.rule.severity)).toEqual(['hard', 'review', 'review']);
  });
});

describe('every rule', () => {
  it.each(LETTING_LAW_RULES.map((rule) => [rule.id, rule] as const))('%s cites an official source and a date', (_id, rule) => {
    expect(rule.sourceUrl).toMatch(/^https:\/\/www\.(legislation\.gov\.uk|gov\.uk|mygov\.scot|gov\.wales)\//);
    expect(rule.inForceFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rule.law.length).toBeGreaterThan(10);
  });
});
