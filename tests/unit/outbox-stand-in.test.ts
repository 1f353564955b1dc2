/**
 * The local outbox's pure parts (scripts/mail/outbox.ts): a mail document delivered as the
 * Trigger Email extension would (users collection for toUids, the named template, Handlebars),
 * the errors the extension reports, and a page that shows user text as text.
 */
import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { decodeFields, deliver, outboxPage } from '../../scripts/mail/outbox';
import { mailTemplates } from '../../scripts/mail/templates';

const TEMPLATES = mailTemplates('http://127.0.0.1:5173');
const deps = {
  emailOf: async (uid: string) => (uid === 'bob' ? 'bob@example.com' : null),
  templateOf: async (name: string) => (name in TEMPLATES ? TEMPLATES[name as keyof typeof TEMPLATES] : null),
  handlebars: Handlebars,
  now: new Date('2026-11-24T02:00:00Z'),
};
const mail = (toUids: string[], name = 'new-message') => ({ toUids, template: { name, data: { senderName: 'Alice <b>', conversationId: 'alice_bob' } } });

describe('outbox stand-in', () => {
  it('decodes Firestore REST documents', () => {
    expect(
      decodeFields({
        toUids: { arrayValue: { values: [{ stringValue: 'bob' }] } },
        template: { mapValue: { fields: { name: { stringValue: 'new-message' }, count: { integerValue: '2' }, on: { booleanValue: true } } } },
      }),
    ).toEqual({ toUids: ['bob'], template: { name: 'new-message', count: 2, on: true } });
  });

  it('delivers to the users collection email of each uid, rendered with the named template', async () => {
    const result = await deliver('m1', mail(['bob', 'nobody']), deps);
    expect(result.state).toBe('SUCCESS');
    expect(result.message).toMatchObject({ id: 'm1', to: ['bob@example.com'], toUids: ['bob', 'nobody'], template: 'new-message', subject: 'Alice <b> sent you a message' });
    expect(result.message?.html).toContain('Alice &lt;b&gt;');
    expect(result.message?.text).toContain('http://127.0.0.1:5173/?tab=messages&chat=alice_bob');
  });

  it('reports an error, as the extension does, without a recipient or a template', async () => {
    expect(await deliver('m2', mail(['nobody']), deps)).toMatchObject({ state: 'ERROR', error: expect.stringMatching(/No recipient/), message: null });
    expect(await deliver('m3', mail(['bob'], 'unknown'), deps)).toMatchObject({ state: 'ERROR', error: expect.stringMatching(/No template named "unknown"/) });
  });

  it('lists the emails with user text escaped and says it is a stand-in', async () => {
    const result = await deliver('m1', mail(['bob']), deps);
    if (!result.message) throw new Error('delivered');
    const page = outboxPage([result.message]);
    expect(page).toContain('stand-in for the Trigger Email extension');
    expect(page).toContain('<h2>Alice &lt;b&gt; sent you a message</h2>');
    expect(page).not.toContain('Alice <b>');
    expect(outboxPage([])).toContain('No email yet.');
  });
});
