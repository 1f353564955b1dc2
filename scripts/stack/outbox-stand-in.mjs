/**
 * The local outbox: a STAND-IN for the Trigger Email extension, which cannot run offline. It
 * watches artifacts/{appId}/mail in the Firestore emulator (REST, as the emulator's owner),
 * delivers each new document as the extension would (scripts/mail/outbox.mjs: mail_users,
 * mail_templates, Handlebars), writes `delivery` (PENDING, PROCESSING, then SUCCESS or ERROR) and
 * lists the rendered emails at its URL (`npm run dev` prints it). Production never runs it.
 */
import handlebars from 'handlebars';
import { decodeFields, deliver, OUTBOX_LABEL, outboxPage } from '../mail/outbox.mjs';
import { encodeValue } from '../seed/lib/firestoreValues.mjs';
import { closeOnSignal, isMainModule, standInHeaders, startStandIn } from './stand-in-server.mjs';

const POLL_MS = 500;

/** @param {string} firestoreHost @param {string} projectId */
function restClient(firestoreHost, projectId) {
  const base = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents`;
  const headers = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
  return {
    /** @param {string} path */
    async get(path) {
      const response = await fetch(`${base}/${path}`, { headers });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
      return decodeFields((await response.json()).fields ?? {});
    },
    /** @param {string} path @returns {Promise<{ id: string, data: Record<string, any> }[]>} */
    async list(path) {
      const response = await fetch(`${base}/${path}?pageSize=300`, { headers });
      if (!response.ok) throw new Error(`LIST ${path}: ${response.status}`);
      const body = await response.json();
      return (body.documents ?? []).map((/** @type {any} */ d) => ({ id: d.name.split('/').at(-1), data: decodeFields(d.fields ?? {}) }));
    },
    /** @param {string} path @param {Record<string, unknown>} delivery */
    async setDelivery(path, delivery) {
      const response = await fetch(`${base}/${path}?updateMask.fieldPaths=delivery`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ fields: { delivery: encodeValue(delivery) } }),
      });
      if (!response.ok) throw new Error(`PATCH ${path}: ${response.status}`);
    },
  };
}

/**
 * Starts the outbox. Resolves to { url, messages, close() }.
 * @param {{ port?: number, host?: string, firestoreHost: string, projectId?: string, appId?: string }} options
 */
export async function startOutboxStandIn({ port = 9330, host = '127.0.0.1', firestoreHost, projectId = 'demo-roomshare', appId = 'roomshare-uk' }) {
  const db = restClient(firestoreHost, projectId);
  const root = `artifacts/${appId}`;
  /** @type {import('../mail/outbox.mjs').OutboxMessage[]} */
  const messages = [];
  const seen = new Set();

  /** @param {string} id @param {Record<string, any>} mail */
  async function deliverOne(id, mail) {
    const path = `${root}/mail/${id}`;
    const startTime = new Date();
    await db.setDelivery(path, { startTime, state: 'PENDING', attempts: 0, error: null });
    await db.setDelivery(path, { startTime, state: 'PROCESSING', attempts: 0, error: null, leaseExpireTime: new Date(Date.now() + 60_000) });
    const result = await deliver(id, mail, {
      emailOf: async (uid) => (await db.get(`${root}/mail_users/${uid}`))?.email ?? null,
      templateOf: async (name) => /** @type {any} */ (await db.get(`${root}/mail_templates/${name}`)),
      handlebars,
    });
    const info = result.message
      ? { messageId: `<${id}@outbox.local>`, accepted: result.message.to, rejected: [], pending: [], response: 'stand-in: kept in the local outbox, not sent' }
      : null;
    await db.setDelivery(path, { startTime, state: result.state, attempts: 1, endTime: new Date(), error: result.error, leaseExpireTime: null, ...(info ? { info } : {}) });
    if (result.message) messages.push(result.message);
  }

  let stopped = false;
  let timer;
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
    if (!stopped) timer = setTimeout(poll, POLL_MS);
  };
  void poll();

  const headers = standInHeaders(OUTBOX_LABEL);
  const server = await startStandIn(
    (req, res, url) => {
      if (url.pathname === '/messages.json') {
        res.writeHead(200, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        return res.end(JSON.stringify(messages));
      }
      if (url.pathname === '/') {
        res.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
        return res.end(outboxPage(messages));
      }
      res.writeHead(404, { ...headers, 'Content-Type': 'text/plain' });
      return res.end('Not found');
    },
    { port, host },
  );
  return {
    url: server.url,
    messages,
    async close() {
      stopped = true;
      clearTimeout(timer);
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
