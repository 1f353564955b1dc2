import { describe, expect, it } from 'vitest';
import { depositAboveCap, mentionsLodgerArrangement, weeklyRent } from './depositCap';

const post = { title: 'Double room in Ilford', description: 'Bright room near the station.' };

describe('depositAboveCap', () => {
  it('uses weekly rent = monthly × 12 / 52 (Tenant Fees Act 2019)', () => {
    expect(weeklyRent(1300)).toBe(300);
  });

  it('warns when the deposit is above 5 weeks of rent, with the cap and the weeks asked', () => {
    // £1,300 a month = £300 a week; the cap is £1,500.
    expect(depositAboveCap({ ...post, rent: 1300, deposit: 2600 })).toEqual({ deposit: 2600, cap: 1500, weeksOfRent: 8.7, severity: 'warning' });
  });

  it('accepts a deposit of exactly 5 weeks or less', () => {
    expect(depositAboveCap({ ...post, rent: 1300, deposit: 1500 })).toBeNull();
    expect(depositAboveCap({ ...post, rent: 1300, deposit: 1000 })).toBeNull();
  });

  it('gives no signal without a deposit or a rent', () => {
    expect(depositAboveCap({ ...post, rent: 1300, deposit: 0 })).toBeNull();
    expect(depositAboveCap({ ...post, rent: 0, deposit: 500 })).toBeNull();
  });

  it('softens to a note when the text describes a lodger with a live-in landlord', () => {
    const lodger = { title: 'Lodger wanted', description: 'Room in our family home.', rent: 650, deposit: 1300 };
    expect(depositAboveCap(lodger)).toMatchObject({ severity: 'note' });
  });
});

describe('mentionsLodgerArrangement', () => {
  it.each(['Lodger wanted', 'I am a live-in landlord', 'The landlord lives in the property', 'You would be living with the family', 'Room in my home'])(
    'recognises %s',
    (text) => {
      expect(mentionsLodgerArrangement(text)).toBe(true);
    },
  );

  it.each(['Landlord is very responsive', 'Lodge Road, NW8', 'Live near the station'])('ignores %s', (text) => {
    expect(mentionsLodgerArrangement(text)).toBe(false);
  });
});
