/**
 * The pure parts of the local outbox (scripts/stack/outbox-stand-in.ts), a stand-in for the
 * Trigger Email extension: decoding Firestore REST values, delivering one mail document the way
 * the extension does (toUids -> mail_users emails, template -> Handlebars, then delivery.state),
 * and the page that lists what would have been sent. Nothing here sends email.
 */
import type Handlebars from 'handlebars';
import { renderMail, type MailTemplate } from './templates';

export const OUTBOX_LABEL = 'Local outbox: a stand-in for the Trigger Email extension (firebase/firestore-send-email). Nothing is sent.';

/** A Firestore REST value: one of these keys is set. */
export interface RestValue {
  stringValue?: string;
  integerValue?: string;
  doubleValue?: number;
  booleanValue?: boolean;
  nullValue?: null;
  timestampValue?: string;
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
}

export function decodeValue(value: RestValue): unknown {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.booleanValue !== undefined) return value.booleanValue;
  if ('nullValue' in value) return null;
  if (value.timestampValue !== undefined) return new Date(value.timestampValue);
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(decodeValue);
  if (value.mapValue) return decodeFields(value.mapValue.fields ?? {});
  return undefined;
}

export function decodeFields(fields: Record<string, RestValue>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decodeValue(value)]));
}

export interface OutboxMessage extends MailTemplate {
  id: string;
  at: string;
  toUids: string[];
  to: string[];
  template: string;
}

export interface Delivery {
  state: 'SUCCESS' | 'ERROR';
  error: string | null;
  message: OutboxMessage | null;
}

export interface DeliveryDeps {
  emailOf: (uid: string) => Promise<string | null>;
  templateOf: (name: string) => Promise<MailTemplate | null>;
  handlebars: typeof Handlebars;
  now?: Date;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Delivers one mail document as the extension would: its recipients are the `email` of each
 * toUids entry's users document (missing ones are skipped; none at all is an error), its content
 * the named template rendered with template.data. `mail` is the decoded mail document.
 */
export async function deliver(id: string, mail: Record<string, unknown>, { emailOf, templateOf, handlebars, now = new Date() }: DeliveryDeps): Promise<Delivery> {
  try {
    const toUids = Array.isArray(mail.toUids) ? mail.toUids.filter((uid): uid is string => typeof uid === 'string') : [];
    const request: Record<string, unknown> = isRecord(mail.template) ? mail.template : {};
    const name = request.name;
    if (typeof name !== 'string') throw new Error('Template object is missing a name.');
    const template = await templateOf(name);
    if (!template) throw new Error(`No template named "${name}" in the templates collection.`);
    const rendered = renderMail(handlebars, template, isRecord(request.data) ? request.data : {});
    const to = (await Promise.all(toUids.map(emailOf))).filter((email): email is string => typeof email === 'string' && email !== '');
    if (to.length === 0) throw new Error('No recipient: none of toUids has an email in the users collection.');
    return { state: 'SUCCESS', error: null, message: { id, at: now.toISOString(), toUids, to, template: name, ...rendered } };
  } catch (error) {
    return { state: 'ERROR', error: error instanceof Error ? error.message : String(error), message: null };
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' } as Record<string, string>)[c] ?? c);
}

/**
 * The outbox page: newest first, each email's recipients, subject, html (in a sandboxed frame)
 * and text.
 */
export function outboxPage(messages: OutboxMessage[]): string {
  const items = [...messages]
    .reverse()
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p><strong>To:</strong> ${escapeHtml(m.to.join(', '))} <small>(uids ${escapeHtml(m.toUids.join(', '))}; template ${escapeHtml(m.template)}; ${escapeHtml(m.at)}; mail/${escapeHtml(m.id)})</small></p>
  <iframe sandbox title="${escapeHtml(m.subject)}" srcdoc="${escapeHtml(m.html)}"></iframe>
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local outbox (${messages.length})</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #cbd5e1;border-radius:.5rem;padding:1rem;margin:1rem 0}iframe{width:100%;height:14rem;border:1px solid #e2e8f0}pre{white-space:pre-wrap}</style>
</head><body>
<h1>Local outbox</h1>
<p>${escapeHtml(OUTBOX_LABEL)} It shows the emails the extension would send from this emulator's mail collection. JSON: <a href="/messages.json">/messages.json</a>.</p>
${items || '<p>No email yet.</p>'}
</body></html>`;
}
