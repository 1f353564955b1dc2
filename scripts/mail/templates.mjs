/**
 * The email templates of the Trigger Email extension (docs/email.md): subject, html and text per
 * template, in Handlebars, as stored in artifacts/{appId}/mail_templates/{name}. The site's origin
 * is written into each template when it is installed (the seed locally, scripts/mail/install-templates.mjs
 * in a real project), because the rules let a mail carry only the template's own data.
 *
 * Every email says why it was sent and links to the notification settings. User text (names,
 * titles) comes from the data: `{{ }}` escapes it in html; subject and text are plain text (the
 * extension compiles them with noEscape, as renderMail does here).
 */
import { viewingTemplates } from './viewingTemplates.mjs';

/** The notification settings page, the target of every email's opt-out link. */
export const SETTINGS_PATH = '/settings';

/** The chat a new-message email opens after sign-in (the Messages tab with that conversation). */
export const CONVERSATION_LINK = '/?tab=messages&chat=';

const FOOTER_TEXT = (siteUrl, why) => `\n\n--\n${why}\nChoose which emails you get: ${siteUrl}${SETTINGS_PATH}\nRoomShare UK`;

const FOOTER_HTML = (siteUrl, why) =>
  `<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 12px">` +
  `<p style="color:#475569;font-size:13px">${why} <a href="${siteUrl}${SETTINGS_PATH}">Choose which emails you get</a>.</p>` +
  `<p style="color:#475569;font-size:13px">RoomShare UK</p>`;

const WHY_MESSAGE =
  'You get this email because someone messaged you on RoomShare UK while you had no unread messages from them. We send one email until you read the conversation, never one per message, and never the message itself.';
/** The one rule about paying, as src/config/messages.ts PAY_RULE says it (tests/unit/mail-templates.test.ts checks). */
export const PAY_RULE =
  'Never pay anything, not even a holding deposit, before you have seen the room (in person, or on a live video call with the owner showing you round it) and checked the owner’s photo ID against the tenancy agreement or the proof that they own the home or may let it.';

const WHY_LISTING = 'You get this email because a moderator reviewed your post on RoomShare UK.';

/**
 * A post's page as the app links it (src/config/paths.ts: /room/{slug}-id-{id}), from the data's
 * `postSlug` (src/config/paths.ts postSlugs). A mail without one links with "post" as its slug:
 * the app finds a post by what follows "-id-", so both open the same page.
 */
const POST_LINK = (siteUrl) => `${siteUrl}/{{postKind}}/{{#if postSlug}}{{postSlug}}{{else}}post{{/if}}-id-{{postId}}`;

/** @param {string} siteUrl the public origin (no trailing slash) @returns {Record<import('./templates.d.mts').MailTemplateName, import('./templates.d.mts').MailTemplate>} */
export function mailTemplates(siteUrl) {
  if (!/^https?:\/\/[^\s/{}<>"']+$/.test(siteUrl)) throw new Error(`mail templates: "${siteUrl}" is not an origin like https://example.web.app`);
  const chat = `${siteUrl}${CONVERSATION_LINK}{{conversationId}}`;
  return {
    'new-message': {
      subject: '{{senderName}} sent you a message{{#if postTitle}} about "{{postTitle}}"{{/if}}',
      html:
        `<p>{{senderName}} sent you a message on RoomShare UK{{#if postTitle}} about <strong>{{postTitle}}</strong>{{/if}}.</p>` +
        `<p><a href="${chat.replace('&', '&amp;')}">Open the conversation</a> (sign in first if asked)` +
        `{{#if postId}} or <a href="${POST_LINK(siteUrl)}">see the post</a>{{/if}}.</p><p>` +
        `We never put the message in an email: read it on RoomShare UK. ${PAY_RULE}</p>` +
        FOOTER_HTML(siteUrl, WHY_MESSAGE),
      text:
        `{{senderName}} sent you a message on RoomShare UK{{#if postTitle}} about "{{postTitle}}"{{/if}}.\n\n` +
        `Open the conversation (sign in first if asked): ${chat}{{#if postId}}\nSee the post: ${POST_LINK(siteUrl)}{{/if}}\n\n` +
        `We never put the message in an email: read it on RoomShare UK. ${PAY_RULE}` +
        FOOTER_TEXT(siteUrl, WHY_MESSAGE),
    },
    'post-approved': {
      subject: 'Your post "{{postTitle}}" is live',
      html:
        `<p>Good news: a moderator approved <strong>{{postTitle}}</strong>, and it is now live on RoomShare UK.</p>` +
        `<p><a href="${POST_LINK(siteUrl)}">See your post</a></p>` +
        FOOTER_HTML(siteUrl, WHY_LISTING),
      text:
        `Good news: a moderator approved "{{postTitle}}", and it is now live on RoomShare UK.\n\nSee your post: ${POST_LINK(siteUrl)}` +
        FOOTER_TEXT(siteUrl, WHY_LISTING),
    },
    'post-rejected': {
      subject: 'Your post "{{postTitle}}" was not approved',
      html:
        `<p>A moderator did not approve <strong>{{postTitle}}</strong>.</p>` +
        `<p>Reason: {{reason}}</p>` +
        `<p>You can change the post and it will be reviewed again: <a href="${POST_LINK(siteUrl)}">open your post</a>.</p>` +
        FOOTER_HTML(siteUrl, WHY_LISTING),
      text:
        `A moderator did not approve "{{postTitle}}".\n\nReason: {{reason}}\n\n` +
        `You can change the post and it will be reviewed again: ${POST_LINK(siteUrl)}` +
        FOOTER_TEXT(siteUrl, WHY_LISTING),
    },
    ...viewingTemplates(siteUrl, { html: FOOTER_HTML, text: FOOTER_TEXT }),
  };
}

/**
 * Renders a stored template with `data` the way the extension does: html with Handlebars'
 * escaping, subject and text without (they are plain text).
 * @param {typeof import('handlebars')} handlebars
 * @param {import('./templates.d.mts').MailTemplate} template
 * @param {Record<string, unknown>} data
 * @returns {import('./templates.d.mts').MailTemplate}
 */
export function renderMail(handlebars, template, data) {
  const engine = handlebars.create();
  return {
    subject: engine.compile(template.subject, { noEscape: true })(data),
    html: engine.compile(template.html)(data),
    text: engine.compile(template.text, { noEscape: true })(data),
  };
}
