/**
 * The local outbox against a stand-in for the Firestore REST API: a `delivery` write refused with
 * ABORTED (409, a transaction's lock under load) is retried, so the email is not lost.
 */
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeFields, type RestValue } from '../../scripts/mail/outbox';
import { mailTemplates } from '../../scripts/mail/templates';
import { encodeFields } from '../../scripts/seed/lib/firestoreValues';
import { startOutboxStandIn } from '../../scripts/stack/outbox-stand-in';
import { startStandIn, type StandIn } from '../../scripts/stack/stand-in-server';

const ROOT = '/v1/projects/demo-roomshare/databases/(default)/documents/artifacts/roomshare-uk';
const MAIL = { toUids: ['bob'], template: { name: 'new-message', data: { senderName: 'Alice', conversationId: 'alice_bob' } } };
const DOCUMENTS: Record<string, object> = {
  [`${ROOT}/mail`]: { documents: [{ name: `${ROOT}/mail/m1`, fields: encodeFields(MAIL) }] },
  [`${ROOT}/mail_users/bob`]: { fields: encodeFields({ email: 'bob@example.com' }) },
  [`${ROOT}/mail_templates/new-message`]: { fields: encodeFields(mailTemplates('http://127.0.0.1:5173')['new-message']) },
};

const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));

/** Holds one new mail document; its first `delivery` write answers 409. Records each written state. */
async function fakeFirestore(): Promise<StandIn & { states: unknown[] }> {
  const states: unknown[] = [];
  let refused = false;
  const server = await startStandIn(async (req, res, url) => {
    const document = DOCUMENTS[decodeURIComponent(url.pathname)];
    if (req.method !== 'PATCH') return json(res, document ? 200 : 404, document ?? {});
    let body = '';
    for await (const chunk of req) body += String(chunk);
    if (!refused) {
      refused = true;
      return json(res, 409, { error: { status: 'ABORTED' } });
    }
    const { delivery } = decodeFields((JSON.parse(body) as { fields: Record<string, RestValue> }).fields) as { delivery: { state: unknown } };
    states.push(delivery.state);
    json(res, 200, {});
  });
  return { ...server, states };
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

describe('outbox stand-in delivery', () => {
  it('retries a delivery write the database refused with ABORTED, and delivers the email once', async () => {
    const firestore = await fakeFirestore();
    closers.push(firestore.close);
    const outbox = await startOutboxStandIn({ port: 0, firestoreHost: new URL(firestore.url).host });
    closers.push(outbox.close);
    await expect.poll(() => firestore.states, { timeout: 5000 }).toEqual(['PENDING', 'PROCESSING', 'SUCCESS']);
    expect(outbox.messages.map((message) => message.to)).toEqual([['bob@example.com']]);
  });
});
