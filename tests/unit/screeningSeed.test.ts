/**
 * The seed has posts that trigger each screening signal, and ordinary posts that do
 * not: the signal functions run here on the seed data itself.
 */
import { describe, expect, it } from 'vitest';
import { LISTINGS } from '../../scripts/seed/data/listings';
import { USERS } from '../../scripts/seed/data/users';
import { activityBurst, newAccount } from '@/lib/screening/accountActivity';
import { contactInText } from '@/lib/screening/contactInText';
import { depositAboveCap } from '@/lib/screening/depositCap';
import { rentFarBelowTypical } from '@/lib/screening/rentComparison';

const now = new Date('2026-11-23T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const listing = (id: string) => {
  const found = LISTINGS.find((l) => l.id === id);
  if (!found) throw new Error(`${id} is not seeded`);
  return found;
};
/** Rents of the other active listings of that type in the same city (the rent check's fallback). */
const cityRents = (l: (typeof LISTINGS)[number]) =>
  LISTINGS.filter((o) => o.id !== l.id && o.status === 'active' && o.roomType === l.roomType && o.postcode === l.postcode).map((o) => o.rent);

describe('seeded screening signals', () => {
  it('seed-room-32: rent far below typical, deposit above 5 weeks, contact and pay-first wording', () => {
    const room = listing('seed-room-32');
    expect(rentFarBelowTypical(room.rent, cityRents(room))).toMatchObject({ rent: 395, count: 6 });
    expect(depositAboveCap(room)).toMatchObject({ deposit: 1500, cap: 455.76 });
    expect(contactInText(room).flatMap((e) => e.signals).sort()).toEqual(['off-platform', 'upfront-payment']);
  });

  it('seed-room-35: a lodger deposit above the cap is flagged like any other (the Act covers lodgers); no other deposit is above it', () => {
    expect(depositAboveCap(listing('seed-room-35'))).toMatchObject({ deposit: 1400, cap: 692.3, capLabel: "5 weeks' rent" });
    const others = LISTINGS.filter((l) => l.id !== 'seed-room-32' && l.id !== 'seed-room-35');
    expect(others.filter((l) => depositAboveCap(l)).map((l) => l.id)).toEqual([]);
  });

  it('the unverified owner is a new account that posted 3 listings within the hour', () => {
    const imran = USERS.find((u) => u.uid === 'seed-imran');
    expect(imran && newAccount(daysAgo(imran.joinedDaysAgo), now)).not.toBeNull();
    const posts = LISTINGS.filter((l) => l.owner === 'seed-imran').map((l) => daysAgo(l.createdDaysAgo));
    expect(activityBurst(posts)).toMatchObject({ count: 3 });
  });

  it('no other seeded listing asks for contact off the platform or payment first, or is far below typical', () => {
    const others = LISTINGS.filter((l) => l.id !== 'seed-room-32');
    expect(others.filter((l) => contactInText(l).length > 0).map((l) => l.id)).toEqual([]);
    expect(others.filter((l) => rentFarBelowTypical(l.rent, cityRents(l))).map((l) => l.id)).toEqual([]);
  });

  it('no other seeded owner burst-posted', () => {
    const owners = new Set(LISTINGS.map((l) => l.owner));
    owners.delete('seed-imran');
    for (const owner of owners) {
      expect(activityBurst(LISTINGS.filter((l) => l.owner === owner).map((l) => daysAgo(l.createdDaysAgo))), owner).toBeNull();
    }
  });
});
