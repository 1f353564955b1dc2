/**
 * The email templates of the Trigger Email extension (docs/email.md): subject, html and text per
 * template, in Handlebars, as stored in artifacts/{appId}/mail_templates/{name}. The site's origin
 * is written into each template when it is installed (the seed locally, scripts/mail/install-templates.ts
 * in a real project), because the rules let a mail carry only the template's own data.
 *
 * Every email says why it was sent and links to the notification settings. User text (names,
 * titles) comes from the data: `{{ }}` escapes it in html; subject and text are plain text (the
 * extension compiles them with noEscape, as renderMail does here).
 */
import type Handlebars from 'handlebars';
import { PAY_RULE } from '../../src/config/messages';
import { paths } from '../../src/config/paths';
import type { MailTemplateName } from '../../src/schema/mail';
import { viewingTemplates } from './viewingTemplates';

/** A template as stored in mail_templates/{name}, and a rendered email. */
export interface MailTemplate {
  subject: string;
  html: string;
  text: string;
}

/** How an email ends: why it was sent and the link to the notification settings. */
export type Footer = (siteUrl: string, why: string) => string;

const FOOTER_TEXT: Footer = (siteUrl, why) => `\n\n--\n${why}\nChoose which emails you get: ${siteUrl}${paths.settings()}\nRoomShare UK`;

const FOOTER_HTML: Footer = (siteUrl, why) =>
  `<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 12px">` +
  `<p style="color:#475569;font-size:13px">${why} <a href="${siteUrl}${paths.settings()}">Choose which emails you get</a>.</p>` +
  `<p style="color:#475569;font-size:13px">RoomShare UK</p>`;

const WHY_MESSAGE =
  'You get this email because someone messaged you on RoomShare UK while you had no unread messages from them. We send one email until you read the conversation, never one per message, and never the message itself.';

const WHY_LISTING = 'You get this email because a moderator reviewed your post on RoomShare UK.';

/**
 * A post's page as the app links it (src/config/paths.ts: /room/{slug}-id-{id}), from the data's
 * `postSlug` (src/config/paths.ts postSlugs). A mail without one links with "post" as its slug:
 * the app finds a post by what follows "-id-", so both open the same page.
 */
const POST_LINK = (siteUrl: string) => `${siteUrl}/{{postKind}}/{{#if postSlug}}{{postSlug}}{{else}}post{{/if}}-id-{{postId}}`;

/** Every template, linking to `siteUrl` (the public origin, no trailing slash). */
export function mailTemplates(siteUrl: string): Record<MailTemplateName, MailTemplate> {
  if (!/^https?:\/\/[^\s/{}<>"']+$/.test(siteUrl)) throw new Error(`mail templates: "${siteUrl}" is not an origin like https://example.web.app`);
  // The conversation id goes in as a placeholder: the route's own encoding would escape its braces.
  const chat = `${siteUrl}${paths.conversation('')}{{conversationId}}`;
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
 */
export function renderMail(handlebars: typeof Handlebars, template: MailTemplate, data: Record<string, unknown>): MailTemplate {
  const engine = handlebars.create();
  return {
    subject: engine.compile(template.subject, { noEscape: true })(data),
    html: engine.compile(template.html)(data),
    text: engine.compile(template.text, { noEscape: true })(data),
  };
}
