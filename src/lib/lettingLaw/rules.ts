/**
 * UK letting law as data: each rule with the law it comes from, where and to which lets it applies,
 * when it took effect and how its limit is computed. docs/letting-law.md explains each rule, what
 * the app cannot establish, and the nations where it deliberately checks nothing.
 */
import { annualRent, monthsOfRentPence, weeksOfRentPence } from './money';
import type { LawRule, LetKind, MoneyRule, WordingRule } from './types';

const EVERY_KIND: readonly LetKind[] = ['tenancy', 'lodger', 'whole-home'];
/** Assured tenancies (Housing Act 1988): a lodger in the owner's home is not one (resident landlord). */
const TENANCIES: readonly LetKind[] = ['tenancy', 'whole-home'];

/** Tenant Fees Act 2019, Sch. 1 para. 2: 5 weeks' rent, 6 weeks' when the annual rent is £50,000 or more. */
export const HIGH_RENT_THRESHOLD = 50_000;
const englandDepositWeeks = (rentPcm: number) => (annualRent(rentPcm) >= HIGH_RENT_THRESHOLD ? 6 : 5);

const depositCapEngland: MoneyRule = {
  kind: 'money',
  id: 'deposit-cap-england',
  title: "A tenancy deposit may not be more than 5 weeks' rent (6 weeks' when the rent is £50,000 a year or more).",
  act: 'Tenant Fees Act 2019',
  law: 'Tenant Fees Act 2019, Schedule 1, paragraph 2; the Act covers assured shorthold tenancies, student lettings and licences to occupy (lodgers)',
  sourceUrl: 'https://www.legislation.gov.uk/ukpga/2019/4/schedule/1/paragraph/2',
  nations: ['england'],
  letKinds: EVERY_KIND,
  inForceFrom: '2019-06-01',
  severity: 'hard',
  field: 'deposit',
  subject: 'A deposit',
  limitPence: (rentPcm) => weeksOfRentPence(rentPcm, englandDepositWeeks(rentPcm)),
  limitLabel: (rentPcm) => `${englandDepositWeeks(rentPcm)} weeks' rent`,
};

const holdingDepositCapEngland: MoneyRule = {
  kind: 'money',
  id: 'holding-deposit-cap-england',
  title: "A holding deposit may not be more than 1 week's rent.",
  act: 'Tenant Fees Act 2019',
  law: 'Tenant Fees Act 2019, Schedule 1, paragraph 3',
  sourceUrl: 'https://www.legislation.gov.uk/ukpga/2019/4/schedule/1/paragraph/3',
  nations: ['england'],
  letKinds: EVERY_KIND,
  inForceFrom: '2019-06-01',
  severity: 'hard',
  field: 'holdingDeposit',
  subject: 'A holding deposit',
  limitPence: (rentPcm) => weeksOfRentPence(rentPcm, 1),
  limitLabel: () => "1 week's rent",
};

const rentInAdvanceEngland: MoneyRule = {
  kind: 'money',
  id: 'rent-in-advance-england',
  title: "No rent may be taken before the tenancy agreement is signed; after signing and before the tenancy starts, at most 1 month's rent.",
  act: "Renters' Rights Act 2025",
  law: "Renters' Rights Act 2025, s.8 (Housing Act 1988, s.4B) and s.9 (Tenant Fees Act 2019, Sch. 1 para. 1(1A) and para. 5A)",
  sourceUrl: 'https://www.gov.uk/guidance/renting-out-your-property-guidance-for-landlords-and-letting-agents/rent-payments-and-deposits',
  nations: ['england'],
  letKinds: TENANCIES,
  inForceFrom: '2026-05-01',
  severity: 'hard',
  field: 'rentInAdvance',
  subject: 'Rent in advance',
  limitPence: (rentPcm) => monthsOfRentPence(rentPcm, 1),
  limitLabel: () => "1 month's rent",
};

const holdingDepositCapWales: MoneyRule = {
  kind: 'money',
  id: 'holding-deposit-cap-wales',
  title: "A holding deposit may not be more than 1 week's rent.",
  act: 'Renting Homes (Fees etc.) (Wales) Act 2019',
  law: 'Renting Homes (Fees etc.) (Wales) Act 2019, Schedule 1 (holding deposit as a permitted payment)',
  sourceUrl: 'https://www.legislation.gov.uk/anaw/2019/2/schedule/1',
  nations: ['wales'],
  letKinds: TENANCIES,
  inForceFrom: '2019-09-01',
  severity: 'hard',
  field: 'holdingDeposit',
  subject: 'A holding deposit',
  limitPence: (rentPcm) => weeksOfRentPence(rentPcm, 1),
  limitLabel: () => "1 week's rent",
};

const depositCapScotland: MoneyRule = {
  kind: 'money',
  id: 'deposit-cap-scotland',
  title: "A tenancy deposit may not be more than 2 months' rent.",
  act: 'Rent (Scotland) Act 1984',
  law: 'Rent (Scotland) Act 1984, Part VIII (premiums), applied to private residential tenancies by the Private Housing (Tenancies) (Scotland) Act 2016, s.20',
  sourceUrl: 'https://www.mygov.scot/tenancy-deposits-tenants',
  nations: ['scotland'],
  letKinds: TENANCIES,
  inForceFrom: '2017-12-01',
  severity: 'hard',
  field: 'deposit',
  subject: 'A deposit',
  limitPence: (rentPcm) => monthsOfRentPence(rentPcm, 2),
  limitLabel: () => "2 months' rent",
};

const depositCapNorthernIreland: MoneyRule = {
  kind: 'money',
  id: 'deposit-cap-northern-ireland',
  title: "A tenancy deposit may not be more than 1 month's rent.",
  act: 'Private Tenancies Act (Northern Ireland) 2022',
  law: 'Private Tenancies Act (Northern Ireland) 2022, s.4',
  sourceUrl: 'https://www.legislation.gov.uk/nia/2022/20/section/4',
  nations: ['northern-ireland'],
  letKinds: TENANCIES,
  inForceFrom: '2023-04-01',
  severity: 'hard',
  field: 'deposit',
  subject: 'A deposit',
  limitPence: (rentPcm) => monthsOfRentPence(rentPcm, 1),
  limitLabel: () => "1 month's rent",
};

/** Inviting offers above the advertised rent; "offers over/around £…" also leaves the rent unstated. */
const BIDDING_WORDS =
  /\b(best (and final )?offers?|highest (bid|bidder|bids|offer)|sealed bids?|bidding (war|process)|open to (higher )?(bids|offers)|offers? (over|above|in excess of|in the region of|around) £|o\.?i\.?e\.?o\b|o\.?i\.?r\.?o\b)/i;

const rentalBiddingEngland: WordingRule = {
  kind: 'wording',
  id: 'rental-bidding-england',
  title: 'An advert must state one rent and must not invite or encourage offers above it.',
  act: "Renters' Rights Act 2025",
  law: "Renters' Rights Act 2025, s.56 (requirement to state rent and to avoid rental bidding)",
  sourceUrl: 'https://www.gov.uk/guidance/renting-out-your-property-guidance-for-landlords-and-letting-agents/rental-bidding-a-guide-for-landlords',
  nations: ['england'],
  letKinds: TENANCIES,
  inForceFrom: '2026-05-01',
  severity: 'review',
  pattern: BIDDING_WORDS,
};

/** Blanket refusals of people with children or on benefits. */
const REFUSAL_WORDS =
  /\b(no (dss|d\.s\.s\b|benefits?|housing benefits?|universal credit|kids|children|child)|(dss|benefits?|housing benefits?|universal credit|kids|children) (not accepted|not allowed|not considered|need not apply)|not suitable for (kids|children))\b/i;

const childrenBenefitsEngland: WordingRule = {
  kind: 'wording',
  id: 'children-benefits-england',
  title: 'An advert may not refuse people because they have children or receive benefits ("No DSS", "no kids").',
  act: "Renters' Rights Act 2025",
  law: "Renters' Rights Act 2025, Part 1, Chapter 3 (discrimination in the rental market: England)",
  sourceUrl: 'https://www.gov.uk/rental-discrimination-landlords',
  nations: ['england'],
  letKinds: TENANCIES,
  inForceFrom: '2026-05-01',
  severity: 'review',
  pattern: REFUSAL_WORDS,
};

export const LETTING_LAW_RULES: readonly LawRule[] = [
  depositCapEngland,
  holdingDepositCapEngland,
  rentInAdvanceEngland,
  holdingDepositCapWales,
  depositCapScotland,
  depositCapNorthernIreland,
  rentalBiddingEngland,
  childrenBenefitsEngland,
];
