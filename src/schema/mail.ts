/**
 * The stored shapes behind email notifications (firestore.rules "email"): the user's
 * notification settings, the extension's users and templates, and each template's data.
 */
import * as v from 'valibot';
import { collection, oneOf, text, unchecked, uncheckedOptional } from './fields';

const MAIL_POST_KINDS = ['room', 'roommate'] as const;

/** users/{uid}/settings/notifications: a missing entry (or document) means on. */
export const NOTIFICATION_SETTINGS_SCHEMA = collection('isValidNotificationSettings', uncheckedOptional(['emailMessages', 'emailListings']));

/** mail_users/{uid}: the verified address the extension sends to. */
export const MAIL_USER_SCHEMA = collection('isValidMailUser', { email: text(3, 320) });

/** mail_templates/{name}: Handlebars sources, rendered by the extension (and the local outbox). */
export const MAIL_TEMPLATE_SCHEMA = collection('isValidMailTemplate', {
  subject: text(1, 200),
  html: text(1, 20000),
  text: text(1, 20000),
});

/** template.data of a `new-message` mail: who wrote, in which conversation, about which post (optional, all three or none). */
export const NEW_MESSAGE_DATA_SCHEMA = collection('isValidNewMessageData', {
  senderName: text(1, 100),
  ...unchecked(['conversationId']),
  postKind: v.exactOptional(oneOf(MAIL_POST_KINDS)),
  ...uncheckedOptional(['postId']),
  postTitle: v.exactOptional(text(1, 120)),
  ...uncheckedOptional(['postSlug']),
});

/** template.data of `post-approved` (no reason) and `post-rejected` (with the post's rejectionReason). */
export const DECISION_DATA_SCHEMA = collection('isValidDecisionData', {
  postKind: oneOf(MAIL_POST_KINDS),
  ...unchecked(['postId']),
  postTitle: text(1, 120),
  ...uncheckedOptional(['reason', 'postSlug']),
});

/**
 * template.data of `viewing-booked`, `viewing-cancelled` and `viewing-proposed`: who (the caller's
 * public name), which room, and when: `when` in UK words ("Sat 6 Dec, 11:00") and `dates`, the
 * Google Calendar span of the "Add to calendar" link; the rules recompute both from the slot.
 */
export const VIEWING_MAIL_DATA_SCHEMA = collection('isValidViewingMailData', {
  actorName: text(1, 100),
  ...unchecked(['listingId']),
  listingTitle: text(1, 120),
  ...unchecked(['slotId']),
  when: text(1, 40),
  dates: text(33, 33),
  kind: oneOf(['in-person', 'video']),
});

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
