/** Types for scripts/seed/accounts.mjs. */

export type Role = 'I Have Room' | 'I Need Room';

export interface DemoAccount {
  readonly uid: string;
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly role: Role | null;
  readonly isAdmin: boolean;
  readonly isPremium: boolean;
  /** What the account's ID token carries (email_verified, phone_number). */
  readonly emailVerified: boolean;
  readonly phoneVerified: boolean;
  readonly description: string;
}

export declare const DEFAULT_PASSWORD: string;

export declare const DEMO_ACCOUNTS: {
  readonly admin: DemoAccount;
  readonly premiumOwner: DemoAccount;
  readonly owner: DemoAccount;
  readonly seeker: DemoAccount;
  readonly seeker2: DemoAccount;
  readonly newbie: DemoAccount;
  readonly unverifiedOwner: DemoAccount;
};

export declare const DEMO_ACCOUNT_LIST: readonly DemoAccount[];
