/**
 * The local outbox: a STAND-IN for the Trigger Email extension, which cannot run offline. It
 * watches artifacts/{appId}/mail in the Firestore emulator (REST, as the emulator's owner),
 * delivers each new document as the extension would (scripts/mail/outbox.ts: mail_users,
 * mail_templates, Handlebars), writes `delivery` (PENDING, PROCESSING, then SUCCESS or ERROR) and
 * lists the rendered emails at its URL (`npm run dev` prints it). Production never runs it.
 */
import handlebars from 'handlebars';
import { decodeFields, deliver, OUTBOX_LABEL, outboxPage, type OutboxMessage, type RestValue } from '../mail/outbox';
import type { MailTemplate } from '../mail/templates';
import { encodeValue } from '../seed/lib/firestoreValues';
import { closeOnSignal, standInHeaders, startStandIn, type StandIn, type StandInOptions } from './stand-in-server';
import { isMainModule } from '../lib/isMainModule';

const POLL_MS = 500;
/** Firestore answers ABORTED (HTTP 409) when a write meets a transaction's lock: the client retries. */
const ABORTED_RETRIES = 5;

interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
}

function restClient(firestoreHost: string, projectId: string) {
  const base = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents`;
  const headers = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
  return {
    async get(path: string): Promise<Record<string, unknown> | null> {
      const response = await fetch(`${base}/${path}`, { headers });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
      return decodeFields(((await response.json()) as RestDocument).fields ?? {});
    },
    async list(path: string): Promise<{ id: string; data: Record<string, unknown> }[]> {
      const response = await fetch(`${base}/${path}?pageSize=300`, { headers });
      if (!response.ok) throw new Error(`LIST ${path}: ${response.status}`);
      const body = (await response.json()) as { documents?: RestDocument[] };
      return (body.documents ?? []).map((d) => ({ id: d.name.split('/').at(-1) ?? '', data: decodeFields(d.fields ?? {}) }));
    },
    async setDelivery(path: string, delivery: Record<string, unknown>): Promise<void> {
      for (let attempt = 1; ; attempt += 1) {
        const response = await fetch(`${base}/${path}?updateMask.fieldPaths=delivery`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ fields: { delivery: encodeValue(delivery) } }),
        });
        if (response.ok) return;
        if (response.status !== 409 || attempt === ABORTED_RETRIES) throw new Error(`PATCH ${path}: ${response.status}`);
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    },
  };
}

interface OutboxOptions extends StandInOptions {
  firestoreHost: string;
  projectId?: string;
  appId?: string;
}

/** Starts the outbox: its URL, the messages it kept, and close(). */
export async function startOutboxStandIn({ port = 9330, host = '127.0.0.1', firestoreHost, projectId = 'demo-roomshare', appId = 'roomshare-uk' }: OutboxOptions): Promise<StandIn & { messages: OutboxMessage[] }> {
  const db = restClient(firestoreHost, projectId);
  const root = `artifacts/${appId}`;
  const messages: OutboxMessage[] = [];
  const seen = new Set<string>();

  async function deliverOne(id: string, mail: Record<string, unknown>) {
    const path = `${root}/mail/${id}`;
    const startTime = new Date();
    await db.setDelivery(path, { startTime, state: 'PENDING', attempts: 0, error: null });
    await db.setDelivery(path, { startTime, state: 'PROCESSING', attempts: 0, error: null, leaseExpireTime: new Date(Date.now() + 60_000) });
    const result = await deliver(id, mail, {
      emailOf: async (uid) => {
        const email = (await db.get(`${root}/mail_users/${uid}`))?.email;
        return typeof email === 'string' ? email : null;
      },
      // Written by the seed or install-templates from mailTemplates(): the fields of a MailTemplate.
      templateOf: async (name) => (await db.get(`${root}/mail_templates/${name}`)) as MailTemplate | null,
      handlebars,
    });
    const info = result.message
      ? { messageId: `<${id}@outbox.local>`, accepted: result.message.to, rejected: [], pending: [], response: 'stand-in: kept in the local outbox, not sent' }
      : null;
    await db.setDelivery(path, { startTime, state: result.state, attempts: 1, endTime: new Date(), error: result.error, leaseExpireTime: null, ...(info ? { info } : {}) });
    if (result.message) messages.push(result.message);
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const poll = async () => {
    try {
      for (const { id, data } of await db.list(`${root}/mail`)) {
        if (seen.has(id) || data.delivery) continue;
        seen.add(id);
        await deliverOne(id, data).catch((error) => console.error(`[outbox] mail/${id}:`, error));
      }
    } catch {
      // The emulator is starting or stopping: try again on the next tick.
    }
    if (!stopped) timer = setTimeout(() => (polling = poll()), POLL_MS);
  };
  // The round under way: close() waits for it, so no delivery is cut off by the emulator stopping.
  let polling = poll();

  const headers = standInHeaders(OUTBOX_LABEL);
  const server = await startStandIn(
    (_req, res, url) => {
      if (url.pathname === '/messages.json') {
        res.writeHead(200, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify(messages));
        return;
      }
      if (url.pathname === '/') {
        res.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(outboxPage(messages));
        return;
      }
      res.writeHead(404, { ...headers, 'Content-Type': 'text/plain' });
      res.end('Not found');
    },
    { port, host },
  );
  return {
    url: server.url,
    messages,
    async close() {
      stopped = true;
      clearTimeout(timer);
      await polling;
      await server.close();
    },
  };
}

if (isMainModule(import.meta.url)) {
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const outbox = await startOutboxStandIn({ port: Number(process.env.OUTBOX_PORT || 9330), firestoreHost, appId: process.env.VITE_APP_ID || 'roomshare-uk' });
  console.log(`Local outbox (stand-in for the Trigger Email extension) on ${outbox.url}, watching ${firestoreHost}`);
  closeOnSignal(outbox);
}
