/**
 * The local outbox against a stand-in for the Firestore REST API: a `delivery` write refused with
 * ABORTED (409, a transaction's lock under load) is retried, so the email is not lost.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { mailTemplates } from '../../scripts/mail/templates';
import { encodeFields } from '../../scripts/seed/lib/firestoreValues';
import { startOutboxStandIn } from '../../scripts/stack/outbox-stand-in';

const ROOT = '/v1/projects/demo-roomshare/databases/(default)/documents/artifacts/roomshare-uk';
const MAIL = { toUids: ['bob'], template: { name: 'new-message', data: { senderName: 'Alice', conversationId: 'alice_bob' } } };

/** A Firestore REST stand-in holding one new mail document; its first `delivery` write answers 409. */
function fakeFirestore(): Promise<{ server: Server; host: string; states: string[] }> {
  const states: string[] = [];
  let refused = false;
  const server = createServer((req, res) => {
    const path = decodeURIComponent(req.url ?? '').split('?')[0];
    const json = (status: number, body: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'PATCH') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (!refused) {
          refused = true;
          json(409, { error: { status: 'ABORTED' } });
          return;
        }
        states.push((JSON.parse(body) as { fields: { delivery: { mapValue: { fields: { state: { stringValue: string } } } } } }).fields.delivery.mapValue.fields.state.stringValue);
        json(200, {});
      });
      return;
    }
    if (path === `${ROOT}/mail`) return json(200, { documents: [{ name: `${ROOT}/mail/m1`, fields: encodeFields(MAIL) }] });
    if (path === `${ROOT}/mail_users/bob`) return json(200, { fields: encodeFields({ email: 'bob@example.com' }) });
    if (path === `${ROOT}/mail_templates/new-message`) return json(200, { fields: encodeFields(mailTemplates('http://127.0.0.1:5173')['new-message']) });
    json(404, {});
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, host: `127.0.0.1:${(server.address() as AddressInfo).port}`, states })));
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

describe('outbox stand-in delivery', () => {
  it('retries a delivery write the database refused with ABORTED, and delivers the email once', async () => {
    const firestore = await fakeFirestore();
    closers.push(() => new Promise((resolve) => firestore.server.close(() => resolve())));
    const outbox = await startOutboxStandIn({ port: 0, firestoreHost: firestore.host });
    closers.push(() => outbox.close());
    await expect.poll(() => firestore.states, { timeout: 5000 }).toEqual(['PENDING', 'PROCESSING', 'SUCCESS']);
    expect(outbox.messages.map((message) => message.to)).toEqual([['bob@example.com']]);
  });
});
