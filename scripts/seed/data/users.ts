/**
 * Every seeded user: the demo accounts of ../accounts.ts plus the owners and seekers who
 * author the rest of the content. Phone numbers are in Ofcom's drama range (+44 7700 900xxx).
 * Times are "days ago" relative to the moment the seed runs (fractions allowed).
 */
import type { Role } from '../../../src/data/collections/profiles';
import { DEFAULT_PASSWORD, DEMO_ACCOUNTS as A, type DemoAccount } from '../accounts';

/** `phoneVerified` users have `phone` linked in Auth too (the ID token's `phone_number`). */
export interface SeedUser extends Omit<DemoAccount, 'description'> {
  phone: string;
  avatar: string | null;
  joinedDaysAgo: number;
  activeDaysAgo: number;
}

const OWNER: Role = 'I Have Room';
const SEEKER: Role = 'I Need Room';

type Person = Omit<SeedUser, 'phone'>;
type PersonExtra = Partial<Person> & Pick<Person, 'joinedDaysAgo' | 'activeDaysAgo'>;

function person(uid: string, name: string, role: Role, extra: PersonExtra): Person {
  const email = `${name.toLowerCase().replace(/[^a-z ]/g, '').trim().replace(/\s+/g, '.')}@roomshare.test`;
  return { uid, name, email, password: DEFAULT_PASSWORD, role, isAdmin: false, isPremium: false, avatar: null, emailVerified: true, phoneVerified: false, ...extra };
}

const demo = ({ uid, name, email, password, role, isAdmin, isPremium, emailVerified, phoneVerified }: DemoAccount) => ({
  uid, name, email, password, role, isAdmin, isPremium, emailVerified, phoneVerified,
});

const people: Person[] = [
  // Demo accounts (published passwords).
  { ...demo(A.admin), avatar: null, joinedDaysAgo: 40, activeDaysAgo: 0.2 },
  { ...demo(A.premiumOwner), avatar: 'avatar-05.jpg', joinedDaysAgo: 36, activeDaysAgo: 1.5 },
  { ...demo(A.owner), avatar: 'avatar-02.jpg', joinedDaysAgo: 34, activeDaysAgo: 34 },
  { ...demo(A.seeker), avatar: 'avatar-01.jpg', joinedDaysAgo: 25, activeDaysAgo: 3 },
  { ...demo(A.seeker2), avatar: 'avatar-04.jpg', joinedDaysAgo: 22, activeDaysAgo: 22 },
  { ...demo(A.newbie), avatar: null, joinedDaysAgo: 0.01, activeDaysAgo: 0.01 },
  // Owners who author listings.
  person('seed-harpreet', 'Harpreet Kaur', OWNER, { isPremium: true, phoneVerified: true, avatar: 'avatar-03.jpg', joinedDaysAgo: 39, activeDaysAgo: 2 }),
  person('seed-sanjay', 'Sanjay Patel', OWNER, { joinedDaysAgo: 38, activeDaysAgo: 38 }),
  person('seed-meera', 'Meera Iyer', OWNER, { joinedDaysAgo: 33, activeDaysAgo: 5 }),
  person('seed-arjun', 'Arjun Reddy', OWNER, { avatar: 'avatar-06.jpg', joinedDaysAgo: 31, activeDaysAgo: 31 }),
  person('seed-kavita', 'Kavita Shah', OWNER, { joinedDaysAgo: 30, activeDaysAgo: 9 }),
  person('seed-deepak', 'Deepak Nair', OWNER, { joinedDaysAgo: 29, activeDaysAgo: 29 }),
  // Seekers who author roommate requests.
  person('seed-sneha', 'Sneha Reddy', SEEKER, { avatar: 'avatar-03.jpg', joinedDaysAgo: 28, activeDaysAgo: 4 }),
  person('seed-rohan', 'Rohan Mehta', SEEKER, { isPremium: true, avatar: 'avatar-06.jpg', joinedDaysAgo: 27, activeDaysAgo: 1 }),
  person('seed-aditya', 'Aditya Kumar', SEEKER, { joinedDaysAgo: 27, activeDaysAgo: 27 }),
  person('seed-pooja', 'Pooja Nair', SEEKER, { joinedDaysAgo: 26, activeDaysAgo: 12 }),
  person('seed-karthik', 'Karthik Subramanian', SEEKER, { joinedDaysAgo: 24, activeDaysAgo: 24 }),
  person('seed-amit', 'Amit Joshi', SEEKER, { avatar: 'avatar-02.jpg', joinedDaysAgo: 21, activeDaysAgo: 6 }),
  person('seed-fatima', 'Fatima Sheikh', SEEKER, { joinedDaysAgo: 20, activeDaysAgo: 20 }),
  person('seed-siddharth', 'Siddharth Rao', SEEKER, { joinedDaysAgo: 18, activeDaysAgo: 18 }),
  person('seed-divya', 'Divya Menon', SEEKER, { avatar: 'avatar-05.jpg', joinedDaysAgo: 16, activeDaysAgo: 2 }),
  person('seed-manpreet', 'Manpreet Gill', SEEKER, { joinedDaysAgo: 14, activeDaysAgo: 7 }),
  person('seed-lakshmi', 'Lakshmi Krishnan', SEEKER, { joinedDaysAgo: 12, activeDaysAgo: 12 }),
  person('seed-arvind', 'Arvind Pillai', SEEKER, { joinedDaysAgo: 10, activeDaysAgo: 10 }),
  person('seed-ishita', 'Ishita Banerjee', SEEKER, { avatar: 'avatar-01.jpg', joinedDaysAgo: 6, activeDaysAgo: 0.5 }),
  person('seed-nikhil', 'Nikhil Verma', SEEKER, { joinedDaysAgo: 3, activeDaysAgo: 3 }),
  // Screening signals: a brand-new unverified owner, and a live-in landlady.
  { ...demo(A.unverifiedOwner), avatar: null, joinedDaysAgo: 0.3, activeDaysAgo: 0.05 },
  person('seed-gita', 'Gita Desai', OWNER, { joinedDaysAgo: 19, activeDaysAgo: 1 }),
];

export const USERS: SeedUser[] = people.map((p, i) => ({
  ...p,
  // The newbie has no phone yet; everyone else gets a distinct drama-range number.
  phone: p.uid === A.newbie.uid ? '' : `+44 7700 900${String(101 + i * 7).padStart(3, '0')}`,
}));

export function userById(uid: string): SeedUser {
  const user = USERS.find((u) => u.uid === uid);
  if (!user) throw new Error(`seed data: unknown user ${uid}`);
  return user;
}
