/**
 * The documents the rules demand beside a write, in the same batch (src/data/writers): collection
 * totals, a user's abuse-limit counters, the admins' audit log and the Trigger Email extension's
 * mail.
 */
import type { AppRoot } from './documents';
import { CONVERSATIONS } from './conversations';
import { USER_PROFILES } from './profiles';
import { ROOM_LISTINGS } from './roomListings';
import { ROOMMATE_REQUESTS } from './roommateRequests';

/** The collections whose totals the admin overview shows, each kept in stats/{collection}. */
export const COUNTED_COLLECTIONS = [USER_PROFILES, ROOM_LISTINGS, ROOMMATE_REQUESTS, CONVERSATIONS] as const;

export type CountedCollection = (typeof COUNTED_COLLECTIONS)[number];

/** messages: { lastAt } (one a second); the others: { windowStart, count, lastAt } (a day's count; emails: the new-message emails a sender triggers). */
export type RateLimitKind = 'messages' | 'conversations' | 'reports' | 'uploads' | 'emails';

/**
 * The Trigger Email extension's collections under `artifacts/{appId}/`: MAIL_COLLECTION,
 * USERS_COLLECTION and TEMPLATES_COLLECTION of extensions/firestore-send-email.env.
 */
export const MAIL_COLLECTIONS = {
  mail: 'mail',
  users: 'mail_users',
  templates: 'mail_templates',
} as const;

export const companionPaths = ({ root, publicData }: AppRoot) => ({
  /** A counted collection's total (firestore.rules "collection totals"). */
  stats: (collection: CountedCollection) => `${publicData}/stats/${collection}`,
  /** The caller's abuse-limit counters (firestore.rules "rate limits"). */
  rateLimit: (uid: string, kind: RateLimitKind) => `${root}/users/${uid}/rate_limits/${kind}`,
  /** Admin actions, create only (firestore.rules "audit log"). */
  auditLog: () => `${publicData}/audit_log`,
  /** The admin's pointer to the audit entry their current batch creates. */
  auditHead: (uid: string) => `${publicData}/audit_heads/${uid}`,
  /** The Trigger Email extension's collections (extensions/firestore-send-email.env, docs/email.md). */
  mailCollection: () => `${root}/${MAIL_COLLECTIONS.mail}`,
  mail: (id: string) => `${root}/${MAIL_COLLECTIONS.mail}/${id}`,
  mailUser: (uid: string) => `${root}/${MAIL_COLLECTIONS.users}/${uid}`,
  mailTemplate: (name: string) => `${root}/${MAIL_COLLECTIONS.templates}/${name}`,
});
