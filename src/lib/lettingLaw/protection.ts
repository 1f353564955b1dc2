/**
 * Whether a let's deposit must be protected in a government-approved scheme, by nation and kind of
 * let. Null where the app could not establish the rule (docs/letting-law.md).
 */
import type { DepositProtection, LetKind, Nation } from './types';

const ENGLAND_TENANCY: DepositProtection = {
  required: true,
  within: 30,
  unit: 'days',
  law: 'Housing Act 2004, s.213',
  sourceUrl: 'https://www.gov.uk/deposit-protection-schemes-and-landlords',
};

const PROTECTION: Record<Nation, Record<LetKind, DepositProtection>> = {
  england: {
    tenancy: ENGLAND_TENANCY,
    'whole-home': ENGLAND_TENANCY,
    // Section 213 covers assured shorthold (now assured) tenancies; a lodger's licence is neither.
    lodger: { required: false, law: 'Housing Act 2004, s.213 (tenancies only)', sourceUrl: 'https://www.gov.uk/deposit-protection-schemes-and-landlords' },
  },
  wales: {
    tenancy: { ...ENGLAND_TENANCY, law: 'Renting Homes (Wales) Act 2016 (GOV.UK: deposit protection in England and Wales)' },
    'whole-home': { ...ENGLAND_TENANCY, law: 'Renting Homes (Wales) Act 2016 (GOV.UK: deposit protection in England and Wales)' },
    lodger: null,
  },
  scotland: {
    tenancy: { required: true, within: 30, unit: 'working days', law: 'Tenancy Deposit Schemes (Scotland) Regulations 2011', sourceUrl: 'https://www.mygov.scot/tenant-deposits/protection' },
    'whole-home': { required: true, within: 30, unit: 'working days', law: 'Tenancy Deposit Schemes (Scotland) Regulations 2011', sourceUrl: 'https://www.mygov.scot/tenant-deposits/protection' },
    // mygov.scot: no scheme is needed when the landlord lives in the property with you.
    lodger: { required: false, law: 'Tenancy Deposit Schemes (Scotland) Regulations 2011 (resident landlord exempt)', sourceUrl: 'https://www.mygov.scot/tenant-deposits/protection' },
  },
  'northern-ireland': {
    tenancy: { required: true, within: 28, unit: 'days', law: 'Private Tenancies Act (Northern Ireland) 2022, s.5', sourceUrl: 'https://www.legislation.gov.uk/nia/2022/20/section/5' },
    'whole-home': { required: true, within: 28, unit: 'days', law: 'Private Tenancies Act (Northern Ireland) 2022, s.5', sourceUrl: 'https://www.legislation.gov.uk/nia/2022/20/section/5' },
    lodger: null,
  },
};

export function depositProtection(nation: Nation, letKind: LetKind): DepositProtection {
  return PROTECTION[nation][letKind];
}
