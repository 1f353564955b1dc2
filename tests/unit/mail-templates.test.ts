/**
 * The email templates (scripts/mail/templates.ts) rendered with Handlebars, the extension's
 * engine, from seeded data: every email names why it was sent and links to the settings, the
 * message email opens the conversation, user text is escaped in html, and each template uses
 * exactly the data fields the rules allow for it.
 */
import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { DECISION_DATA_SCHEMA, MAIL_TEMPLATE_NAMES, NEW_MESSAGE_DATA_SCHEMA, VIEWING_MAIL_DATA_SCHEMA, type MailTemplateName } from '@/schema/mail';
import { optionalFields, requiredFields } from '@/schema/stored';
import { REJECTION_REASONS } from '@/config/constants';
import { paths } from '@/config/paths';
import { buildSlug } from '@/config/slug';
import { LISTINGS } from '../../scripts/seed/data/listings';
import { USERS } from '../../scripts/seed/data/users';
import { mailTemplates, renderMail } from '../../scripts/mail/templates';
import { PAY_RULE } from '@/config/messages';

const SITE = 'https://roomshare.example';
const TEMPLATES = mailTemplates(SITE);
const [sender, receiver] = USERS;
const [listing] = LISTINGS;
if (!sender || !receiver || !listing) throw new Error('the seed has users and listings');

const CONVERSATION = [sender.uid, receiver.uid].sort().join('_');
const SEEDED: Record<MailTemplateName, Record<string, string>> = {
  'new-message': { senderName: sender.name, conversationId: CONVERSATION, postKind: 'room', postId: listing.id, postTitle: listing.title },
  'post-approved': { postKind: 'room', postId: listing.id, postTitle: listing.title },
  'post-rejected': { postKind: 'room', postId: listing.id, postTitle: listing.title, reason: REJECTION_REASONS[0] },
  'viewing-booked': viewingData(),
  'viewing-cancelled': viewingData(),
  'viewing-proposed': viewingData(),
};

function viewingData(): Record<string, string> {
  return { actorName: sender!.name, listingId: listing!.id, listingTitle: listing!.title, slotId: 'slot-3', when: 'Sat 6 Dec, 11:00', dates: '20261206T110000Z/20261206T113000Z', kind: 'in-person' };
}


/** Every variable a template reads (`{{name}}`, `{{#if name}}`). */
function variablesOf(source: string): Set<string> {
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    if ('type' in node && node.type === 'PathExpression' && 'original' in node && typeof node.original === 'string' && node.original !== 'if') names.add(node.original);
    Object.values(node).forEach((child) => (Array.isArray(child) ? child.forEach(visit) : visit(child)));
  };
  visit(Handlebars.parse(source));
  return names;
}

describe('mail templates', () => {
  it('defines exactly the templates the rules accept', () => {
    expect(Object.keys(TEMPLATES).sort()).toEqual([...MAIL_TEMPLATE_NAMES].sort());
  });

  it.each(MAIL_TEMPLATE_NAMES)('%s renders from seeded data, says why it was sent and links to the settings', (name) => {
    const mail = renderMail(Handlebars, TEMPLATES[name], SEEDED[name]);
    expect(mail.subject).toContain(listing.title);
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain('You get this email because');
      expect(body).toContain(`${SITE}${paths.settings()}`);
      expect(body).not.toMatch(/\{\{|\}\}/);
    }
    expect(mail.text).toContain(listing.title);
  });

  it('the message email names the sender and the post, links to the conversation, and carries no message text', () => {
    const mail = renderMail(Handlebars, TEMPLATES['new-message'], SEEDED['new-message']);
    expect(mail.subject).toBe(`${sender.name} sent you a message about "${listing.title}"`);
    expect(mail.text).toContain(`${SITE}${paths.conversation(CONVERSATION)}`);
    expect(mail.html).toContain(`href="${SITE}${paths.conversation(CONVERSATION).replace('&', '&amp;')}"`);
    const withoutPost = renderMail(Handlebars, TEMPLATES['new-message'], { senderName: sender.name, conversationId: CONVERSATION });
    expect(withoutPost.subject).toBe(`${sender.name} sent you a message`);
  });

  it('the rejection gives the reason and the approval links to the post', () => {
    expect(renderMail(Handlebars, TEMPLATES['post-rejected'], SEEDED['post-rejected']).text).toContain(`Reason: ${REJECTION_REASONS[0]}`);
    expect(renderMail(Handlebars, TEMPLATES['post-approved'], SEEDED['post-approved']).html).toContain(`href="${SITE}/room/post-id-${listing.id}"`);
  });

  it("links the post by the room's slug, as the app's room URLs do, and by \"post\" while the data has no slug", () => {
    const slug = buildSlug(listing.title);
    const withSlug = renderMail(Handlebars, TEMPLATES['new-message'], { ...SEEDED['new-message'], postSlug: slug });
    const roomUrl = `${SITE}${paths.room(listing.title, listing.id)}`;
    expect(roomUrl).toBe(`${SITE}/room/${slug}-id-${listing.id}`);
    expect(withSlug.html).toContain(`href="${roomUrl}"`);
    expect(withSlug.text).toContain(`See the post: ${roomUrl}\n`);
    expect(renderMail(Handlebars, TEMPLATES['new-message'], SEEDED['new-message']).text).toContain(`See the post: ${SITE}/room/post-id-${listing.id}\n`);
  });

  it('escapes user text in html: a name or title with markup or Handlebars stays text', () => {
    const hostile = { senderName: '<script>alert(1)</script>', conversationId: CONVERSATION, postKind: 'room', postId: listing.id, postTitle: '{{constructor}} <img src=x onerror=alert(1)>' };
    const mail = renderMail(Handlebars, TEMPLATES['new-message'], hostile);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('{{constructor}} &lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;');
  });

  it.each([
    ['new-message', { required: requiredFields(NEW_MESSAGE_DATA_SCHEMA), optional: optionalFields(NEW_MESSAGE_DATA_SCHEMA) }],
    ['post-approved', { required: requiredFields(DECISION_DATA_SCHEMA), optional: ['postSlug'] }],
    ['post-rejected', { required: requiredFields(DECISION_DATA_SCHEMA), optional: optionalFields(DECISION_DATA_SCHEMA) }],
    ['viewing-booked', { required: requiredFields(VIEWING_MAIL_DATA_SCHEMA).filter((key) => key !== 'slotId'), optional: [] }],
    ['viewing-cancelled', { required: ['actorName', 'listingId', 'listingTitle', 'when', 'kind'], optional: [] }],
    ['viewing-proposed', { required: requiredFields(VIEWING_MAIL_DATA_SCHEMA).filter((key) => key !== 'slotId'), optional: [] }],
  ] as const)('%s reads exactly the data fields the rules allow', (name, schema) => {
    const template = TEMPLATES[name];
    const used = new Set([...variablesOf(template.subject), ...variablesOf(template.html), ...variablesOf(template.text)]);
    expect([...used].sort()).toEqual([...schema.required, ...schema.optional].sort());
  });

  it('refuses a site URL that is not a bare origin', () => {
    expect(() => mailTemplates('https://example.com/{{x}}')).toThrow(/not an origin/);
  });
});

describe('mail templates, plain text', () => {
  it('keeps a blank line between paragraphs with and without a post', () => {
    const withPost = renderMail(Handlebars, TEMPLATES['new-message'], SEEDED['new-message']).text;
    const withoutPost = renderMail(Handlebars, TEMPLATES['new-message'], { senderName: sender.name, conversationId: CONVERSATION }).text;
    expect(withPost).toContain(`${CONVERSATION}\nSee the post: ${SITE}/room/post-id-${listing.id}\n\nWe never`);
    expect(withoutPost).toContain(`${CONVERSATION}\n\nWe never`);
  });
});

describe('mail template safety', () => {
  it('the message email gives the one rule about paying, word for word as the site does', () => {
    const mail = renderMail(Handlebars, TEMPLATES['new-message'], SEEDED['new-message']);
    expect(mail.text).toContain(PAY_RULE);
    expect(mail.html).toContain(PAY_RULE);
  });
});

describe('viewing emails', () => {
  it('state who, which room and when; booked and proposed add it to Google Calendar, a cancellation does not', () => {
    const booked = renderMail(Handlebars, TEMPLATES['viewing-booked'], SEEDED['viewing-booked']);
    expect(booked.subject).toBe(`${sender.name} booked a viewing of "${listing.title}"`);
    expect(booked.text).toContain('Sat 6 Dec, 11:00 UK time (in-person)');
    const calendar = `https://calendar.google.com/calendar/render?action=TEMPLATE&text=RoomShare%20UK%20viewing&dates=20261206T110000Z/20261206T113000Z&details=Room%3A%20https%3A%2F%2Froomshare.example%2Froom%2Fpost-id-${listing.id}`;
    expect(booked.text).toContain(`Add to calendar (Google Calendar): ${calendar}\n`);
    expect(booked.html).toContain(`href="${calendar.replaceAll('&', '&amp;')}"`);
    expect(renderMail(Handlebars, TEMPLATES['viewing-proposed'], SEEDED['viewing-proposed']).text).toContain(calendar);
    const cancelled = renderMail(Handlebars, TEMPLATES['viewing-cancelled'], SEEDED['viewing-cancelled']);
    expect(cancelled.subject).toBe(`${sender.name} cancelled the viewing of "${listing.title}"`);
    expect(cancelled.text).not.toContain('calendar.google.com');
    expect(cancelled.text).toContain(`${SITE}${paths.viewings()}`);
  });
});

describe('mail template links', () => {
  it("are the app's own settings, viewings and conversation routes", () => {
    const viewing = renderMail(Handlebars, TEMPLATES['viewing-booked'], SEEDED['viewing-booked']);
    expect(viewing.html).toContain(`href="${SITE}${paths.viewings()}"`);
    expect(viewing.html).toContain(`href="${SITE}${paths.settings()}"`);
    const message = renderMail(Handlebars, TEMPLATES['new-message'], SEEDED['new-message']);
    expect(message.text).toContain(`${SITE}${paths.conversation(CONVERSATION)}\n`);
  });
});
