/** Types for scripts/seed/data/users.mjs, for tests that check the seed data itself. */
import type { Role } from '../accounts.mjs';

export interface SeedUser {
  uid: string;
  name: string;
  email: string;
  password: string;
  role: Role | null;
  isAdmin: boolean;
  isPremium: boolean;
  phone: string;
  avatar: string | null;
  emailVerified: boolean;
  phoneVerified: boolean;
  joinedDaysAgo: number;
  activeDaysAgo: number;
}

export declare const USERS: SeedUser[];
export declare function userById(uid: string): SeedUser;
