import { describe, expect, it } from 'vitest';
import { depositAboveCap } from './depositCap';

const post = { title: 'Double room in Ilford', description: 'Bright room near the station.' };
const today = new Date('2026-11-23T12:00:00Z');

describe('depositAboveCap (Tenant Fees Act 2019, Sch. 1 para. 2, through src/lib/lettingLaw)', () => {
  it('flags a deposit above 5 weeks of rent, with the cap, the weeks asked and the Act', () => {
    // £1,300 a month = £300 a week (× 12 / 52); the cap is £1,500.
    expect(depositAboveCap({ ...post, rent: 1300, deposit: 2600 }, today)).toEqual({
      deposit: 2600,
      cap: 1500,
      capLabel: "5 weeks' rent",
      weeksOfRent: 8.7,
      act: 'Tenant Fees Act 2019',
    });
  });

  it('accepts a deposit of exactly 5 weeks or less, and £1 above is flagged', () => {
    expect(depositAboveCap({ ...post, rent: 1300, deposit: 1500 }, today)).toBeNull();
    expect(depositAboveCap({ ...post, rent: 1300, deposit: 1499 }, today)).toBeNull();
    expect(depositAboveCap({ ...post, rent: 1300, deposit: 1501 }, today)).toMatchObject({ cap: 1500 });
  });

  it('gives no signal without a deposit or a rent', () => {
    expect(depositAboveCap({ ...post, rent: 1300, deposit: 0 }, today)).toBeNull();
    expect(depositAboveCap({ ...post, rent: 0, deposit: 500 }, today)).toBeNull();
  });

  it('treats a lodger like any other let in England: the Act covers licences to occupy', () => {
    const lodger = { title: 'Lodger wanted', description: 'Room in our family home.', rent: 650, deposit: 1300 };
    expect(depositAboveCap(lodger, today)).toMatchObject({ cap: 750, weeksOfRent: 8.7 });
    expect(depositAboveCap({ ...lodger, letKind: 'lodger' }, today)).toMatchObject({ cap: 750 });
  });

  it("uses the listing's nation when it has one (Scotland: 2 months' rent, mygov.scot)", () => {
    expect(depositAboveCap({ ...post, nation: 'scotland', letKind: 'tenancy', rent: 1300, deposit: 2600 }, today)).toBeNull();
    expect(depositAboveCap({ ...post, nation: 'scotland', letKind: 'tenancy', rent: 1300, deposit: 2601 }, today)).toMatchObject({ capLabel: "2 months' rent" });
  });
});
