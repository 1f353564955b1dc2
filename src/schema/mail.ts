/**
 * The stored shapes behind email notifications (firestore.rules "email"): the user's
 * notification settings, the extension's users and templates, and each template's data.
 */
import type { CollectionSchema } from './fieldRules';

/** users/{uid}/settings/notifications: a missing entry (or document) means on. */
export const NOTIFICATION_SETTINGS_SCHEMA = {
  rulesFunction: 'isValidNotificationSettings',
  required: [],
  optional: ['emailMessages', 'emailListings'],
  fields: {},
} as const satisfies CollectionSchema;

/** mail_users/{uid}: the verified address the extension sends to. */
export const MAIL_USER_SCHEMA = {
  rulesFunction: 'isValidMailUser',
  required: ['email'],
  optional: [],
  fields: { email: { kind: 'text', min: 3, max: 320 } },
} as const satisfies CollectionSchema;

/** mail_templates/{name}: Handlebars sources, rendered by the extension (and the local outbox). */
export const MAIL_TEMPLATE_SCHEMA = {
  rulesFunction: 'isValidMailTemplate',
  required: ['subject', 'html', 'text'],
  optional: [],
  fields: {
    subject: { kind: 'text', min: 1, max: 200 },
    html: { kind: 'text', min: 1, max: 20000 },
    text: { kind: 'text', min: 1, max: 20000 },
  },
} as const satisfies CollectionSchema;

/** template.data of a `new-message` mail: who wrote, in which conversation, about which post (optional, all three or none). */
export const NEW_MESSAGE_DATA_SCHEMA = {
  rulesFunction: 'isValidNewMessageData',
  required: ['senderName', 'conversationId'],
  optional: ['postKind', 'postId', 'postTitle', 'postSlug'],
  fields: {
    senderName: { kind: 'text', min: 1, max: 100 },
    postKind: { kind: 'enum', values: ['room', 'roommate'] },
    postTitle: { kind: 'text', min: 1, max: 120 },
  },
} as const satisfies CollectionSchema;

/** template.data of `post-approved` (no reason) and `post-rejected` (with the post's rejectionReason). */
export const DECISION_DATA_SCHEMA = {
  rulesFunction: 'isValidDecisionData',
  required: ['postKind', 'postId', 'postTitle'],
  optional: ['reason', 'postSlug'],
  fields: {
    postKind: { kind: 'enum', values: ['room', 'roommate'] },
    postTitle: { kind: 'text', min: 1, max: 120 },
  },
} as const satisfies CollectionSchema;

/**
 * template.data of `viewing-booked`, `viewing-cancelled` and `viewing-proposed`: who (the caller's
 * public name), which room, and when: `when` in UK words ("Sat 6 Dec, 11:00") and `dates`, the
 * Google Calendar span of the "Add to calendar" link; the rules recompute both from the slot.
 */
export const VIEWING_MAIL_DATA_SCHEMA = {
  rulesFunction: 'isValidViewingMailData',
  required: ['actorName', 'listingId', 'listingTitle', 'slotId', 'when', 'dates', 'kind'],
  optional: [],
  fields: {
    actorName: { kind: 'text', min: 1, max: 100 },
    listingTitle: { kind: 'text', min: 1, max: 120 },
    when: { kind: 'text', min: 1, max: 40 },
    dates: { kind: 'text', min: 33, max: 33 },
    kind: { kind: 'enum', values: ['in-person', 'video'] },
  },
} as const satisfies CollectionSchema;

/** The viewing emails, one per change the other side should hear of. */
export const VIEWING_MAIL_TEMPLATES = ['viewing-booked', 'viewing-cancelled', 'viewing-proposed'] as const;
export type ViewingMailTemplate = (typeof VIEWING_MAIL_TEMPLATES)[number];

/** The templates the rules accept, each seeded into mail_templates/ (src/features/notifications/templates). */
export const MAIL_TEMPLATE_NAMES = ['new-message', 'post-approved', 'post-rejected', ...VIEWING_MAIL_TEMPLATES] as const;
export type MailTemplateName = (typeof MAIL_TEMPLATE_NAMES)[number];

/** A post an email names: its kind (also its URL prefix, /room/ or /roommate/), id, title and the slug of its link. */
export interface MailPost {
  postKind: 'room' | 'roommate';
  postId: string;
  postTitle: string;
  postSlug?: string;
}

export type NewMessageMailData = { senderName: string; conversationId: string } & Partial<MailPost>;
export type DecisionMailData = MailPost & { reason?: string };

export interface ViewingMailData {
  actorName: string;
  listingId: string;
  listingTitle: string;
  slotId: string;
  when: string;
  dates: string;
  kind: 'in-person' | 'video';
}

export interface MailDataByTemplate {
  'new-message': NewMessageMailData;
  'post-approved': DecisionMailData;
  'post-rejected': DecisionMailData;
  'viewing-booked': ViewingMailData;
  'viewing-cancelled': ViewingMailData;
  'viewing-proposed': ViewingMailData;
}
