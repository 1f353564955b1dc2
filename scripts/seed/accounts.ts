/**
 * Demo accounts created by the seed (Auth emulator only). The README, the end-to-end tests and
 * the seed all read these values from here, so they never drift apart.
 */
import type { Role } from '../../src/data/collections/profiles';

/** Password of every seeded account that is not listed with its own. */
export const DEFAULT_PASSWORD = 'Demo123!';

export interface DemoAccount {
  readonly uid: string;
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly role: Role | null;
  readonly isAdmin: boolean;
  readonly isPremium: boolean;
  /**
   * What the account's ID token carries (`email_verified`, `phone_number`), set through the Auth
   * emulator's admin API.
   */
  readonly emailVerified: boolean;
  readonly phoneVerified: boolean;
  readonly description: string;
}

const account = (fields: DemoAccount): DemoAccount => Object.freeze(fields);

export const DEMO_ACCOUNTS = Object.freeze({
  /** Admin dashboard, user management, essentials console. */
  admin: account({
    uid: 'seed-admin',
    name: 'Kavya Menon',
    email: 'admin@roomshare.test',
    password: 'Admin123!',
    role: 'I Have Room',
    isAdmin: true,
    isPremium: false,
    emailVerified: true,
    phoneVerified: true,
    description: 'Admin (isAdmin), role I Have Room, no listings',
  }),
  /** Premium owner: gold badge, phone shown on her posts; already at the 4-listing limit. */
  premiumOwner: account({
    uid: 'seed-priya',
    name: 'Priya Sharma',
    email: 'priya.owner@roomshare.test',
    password: DEFAULT_PASSWORD,
    role: 'I Have Room',
    isAdmin: false,
    isPremium: true,
    emailVerified: true,
    phoneVerified: true,
    description: 'Premium owner, 4 listings (limit reached), unread messages',
  }),
  /** Plain owner with 3 listings (can post one more) and 12 unread messages ("9+"). */
  owner: account({
    uid: 'seed-rahul',
    name: 'Rahul Verma',
    email: 'rahul.owner@roomshare.test',
    password: DEFAULT_PASSWORD,
    role: 'I Have Room',
    isAdmin: false,
    isPremium: false,
    emailVerified: true,
    phoneVerified: false,
    description: 'Owner, 3 listings, one conversation with 12 unread',
  }),
  /** Seeker with an active roommate request and chats with both owners. */
  seeker: account({
    uid: 'seed-ananya',
    name: 'Ananya Gupta',
    email: 'ananya.seeker@roomshare.test',
    password: DEFAULT_PASSWORD,
    role: 'I Need Room',
    isAdmin: false,
    isPremium: false,
    emailVerified: true,
    phoneVerified: false,
    description: 'Seeker (UCL student), active roommate request',
  }),
  /** Second seeker, for two-browser chat tests. */
  seeker2: account({
    uid: 'seed-vikram',
    name: 'Vikram Singh',
    email: 'vikram.seeker@roomshare.test',
    password: DEFAULT_PASSWORD,
    role: 'I Need Room',
    isAdmin: false,
    isPremium: false,
    emailVerified: true,
    phoneVerified: false,
    description: 'Seeker (IT professional), active roommate request',
  }),
  /** Profile with no role and no phone: signs in straight into the phone + role flow. */
  newbie: account({
    uid: 'seed-newbie',
    name: 'Neel Newcomer',
    email: 'newbie@roomshare.test',
    password: DEFAULT_PASSWORD,
    role: null,
    isAdmin: false,
    isPremium: false,
    emailVerified: false,
    phoneVerified: false,
    description: 'No role and no phone yet (role/phone modal flow)',
  }),
  /** Brand-new owner, nothing verified: his listings trigger the screening signals. */
  unverifiedOwner: account({
    uid: 'seed-imran',
    name: 'Imran Qureshi',
    email: 'imran.owner@roomshare.test',
    password: DEFAULT_PASSWORD,
    role: 'I Have Room',
    isAdmin: false,
    isPremium: false,
    emailVerified: false,
    phoneVerified: false,
    description: 'Owner joined hours ago, email and phone not verified, 3 listings posted within an hour that trigger risk signals',
  }),
});

export const DEMO_ACCOUNT_LIST: readonly DemoAccount[] = Object.freeze(Object.values(DEMO_ACCOUNTS));
