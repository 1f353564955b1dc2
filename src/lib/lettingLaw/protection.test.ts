import { describe, expect, it } from 'vitest';
import { depositProtection } from './protection';

describe('deposit protection by nation and kind of let', () => {
  it('England: a tenancy deposit within 30 days (Housing Act 2004 s.213; gov.uk/deposit-protection-schemes-and-landlords); a lodger\'s need not be', () => {
    expect(depositProtection('england', 'tenancy')).toMatchObject({ required: true, within: 30, unit: 'days' });
    expect(depositProtection('england', 'whole-home')).toMatchObject({ required: true, within: 30, unit: 'days' });
    expect(depositProtection('england', 'lodger')).toMatchObject({ required: false });
  });

  it('Scotland: within 30 working days; a resident landlord is exempt (mygov.scot/tenant-deposits/protection)', () => {
    expect(depositProtection('scotland', 'tenancy')).toMatchObject({ required: true, within: 30, unit: 'working days' });
    expect(depositProtection('scotland', 'lodger')).toMatchObject({ required: false });
  });

  it('Northern Ireland: within 28 days (Private Tenancies Act (NI) 2022 s.5); lodgers not established', () => {
    expect(depositProtection('northern-ireland', 'whole-home')).toMatchObject({ required: true, within: 28, unit: 'days' });
    expect(depositProtection('northern-ireland', 'lodger')).toBeNull();
  });

  it('Wales: within 30 days (GOV.UK, England and Wales); lodgers not established', () => {
    expect(depositProtection('wales', 'tenancy')).toMatchObject({ required: true, within: 30 });
    expect(depositProtection('wales', 'lodger')).toBeNull();
  });
});
