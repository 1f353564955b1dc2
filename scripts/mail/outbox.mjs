/**
 * The pure parts of the local outbox (scripts/stack/outbox-stand-in.mjs), a stand-in for the
 * Trigger Email extension: decoding Firestore REST values, delivering one mail document the way
 * the extension does (toUids -> mail_users emails, template -> Handlebars, then delivery.state),
 * and the page that lists what would have been sent. Nothing here sends email.
 */
import { renderMail } from './templates.mjs';

export const OUTBOX_LABEL = 'Local outbox: a stand-in for the Trigger Email extension (firebase/firestore-send-email). Nothing is sent.';

/** @param {any} value Firestore REST value @returns {unknown} */
export function decodeValue(value) {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('nullValue' in value) return null;
  if ('timestampValue' in value) return new Date(value.timestampValue);
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(decodeValue);
  if ('mapValue' in value) return decodeFields(value.mapValue.fields ?? {});
  return undefined;
}

/** @param {Record<string, any>} fields @returns {Record<string, any>} */
export function decodeFields(fields) {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decodeValue(value)]));
}

/**
 * @typedef {{ id: string, at: string, toUids: string[], to: string[], template: string, subject: string, html: string, text: string }} OutboxMessage
 * @typedef {{ state: 'SUCCESS' | 'ERROR', error: string | null, message: OutboxMessage | null }} Delivery
 */

/**
 * Delivers one mail document as the extension would: its recipients are the `email` of each
 * toUids entry's users document (missing ones are skipped; none at all is an error), its content
 * the named template rendered with template.data.
 * @param {string} id
 * @param {Record<string, any>} mail the decoded mail document
 * @param {{ emailOf: (uid: string) => Promise<string | null>, templateOf: (name: string) => Promise<import('./templates.d.mts').MailTemplate | null>, handlebars: typeof import('handlebars'), now?: Date }} deps
 * @returns {Promise<Delivery>}
 */
export async function deliver(id, mail, { emailOf, templateOf, handlebars, now = new Date() }) {
  try {
    const toUids = Array.isArray(mail.toUids) ? mail.toUids.filter((uid) => typeof uid === 'string') : [];
    const name = mail.template?.name;
    if (typeof name !== 'string') throw new Error('Template object is missing a name.');
    const template = await templateOf(name);
    if (!template) throw new Error(`No template named "${name}" in the templates collection.`);
    const rendered = renderMail(handlebars, template, mail.template?.data ?? {});
    const to = (await Promise.all(toUids.map(emailOf))).filter((email) => typeof email === 'string' && email !== '');
    if (to.length === 0) throw new Error('No recipient: none of toUids has an email in the users collection.');
    return { state: 'SUCCESS', error: null, message: { id, at: now.toISOString(), toUids, to, template: name, ...rendered } };
  } catch (error) {
    return { state: 'ERROR', error: error instanceof Error ? error.message : String(error), message: null };
  }
}

/** @param {string} text */
export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/**
 * The outbox page: newest first, each email's recipients, subject, html (in a sandboxed frame)
 * and text.
 * @param {OutboxMessage[]} messages
 */
export function outboxPage(messages) {
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
