/** The stored shape of a user's two profile copies: private (self and admins) and public. */
import type { CollectionSchema } from './fieldRules';

export const PRIVATE_PROFILE_SCHEMA = {
  rulesFunction: 'isValidPrivateProfile',
  required: ['userId', 'name', 'email', 'isAdmin', 'isPremium', 'createdAt'],
  optional: ['phoneNumber', 'role', 'profilePicture', 'lastActivity', 'flagged', 'searchTerms', 'createdDay', 'myPlace', 'hideActivity'],
  fields: {
    name: { kind: 'text', min: 0, max: 100 },
    email: { kind: 'text', min: 0, max: 320 },
    phoneNumber: { kind: 'text', min: 0, max: 30 },
  },
} as const satisfies CollectionSchema;

export const PUBLIC_PROFILE_SCHEMA = {
  rulesFunction: 'isValidPublicProfile',
  required: ['userId', 'name', 'isAdmin', 'isPremium'],
  /** lastActiveDay: the UTC day number of the owner's last app use, pinned by the rules to the commit's day. */
  optional: ['role', 'createdAt', 'lastActivity', 'lastActiveDay'],
  fields: {
    name: { kind: 'text', min: 0, max: 100 },
  },
} as const satisfies CollectionSchema;
