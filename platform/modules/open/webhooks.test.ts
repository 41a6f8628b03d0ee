// Webhooks (issue 51, decision 039): an administrator registers endpoints; the waybill's moves,
// written in their transactions, become one delivery per subscribed endpoint of the parties'
// companies; the job signs and sends them, retries a failure on its backoff and never sends a 2xx'd
// one again, keeps one waybill's events in order, and pauses an endpoint that keeps failing.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES as M } from '../../contract/open/webhook-messages';
import { messages, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { hmacMatches } from '../../http/signing';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { CARRIER, DRIVER, OPERATOR, SHIPPER, freshOrder, signedWaybill } from '../orders/testing';
import { call, t, userOf, withSignedInPlatform } from '../auth/testing';
import { checkReceiver, deliverDue, pinnedLookup, sendPinned, WEBHOOK_BACKOFF_MINUTES, WEBHOOK_PAUSE_AFTER, type Resolve, type Send } from './webhook-delivery';
import { emitWebhookEvent } from './webhook-events';

const OTHER_COMPANY = DEMO_ACCOUNTS.fenheShipper.mobile; // 山西汾河煤业运销, another enterprise shipper

withSignedInPlatform([SHIPPER, OTHER_COMPANY, CARRIER, DRIVER, OPERATOR]);

type Received = { url: string; headers: Record<string, string>; body: string };

/** A stand-in for the network: records each POST and answers with what `answer(url, n)` says (n: the URL's nth request). */
function receiver(answer: (url: string, n: number) => number = () => 200) {
  const received: Received[] = [];
  const send: Send = async (url, init) => {
    const headers = Object.fromEntries(Object.entries(init.headers as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
    received.push({ url, headers, body: String(init.body) });
    const n = received.filter((r) => r.url === url).length;
    const status = answer(url, n);
    return new Response(status === 204 ? null : `answer ${status} ${'x'.repeat(1000)}`, { status });
  };
  return { received, send, to: (url: string) => received.filter((r) => r.url === url) };
}

async function register(mobile: string, url: string, events?: string[]) {
  const made = await call(mobile, '/open/webhook/save', { url, events: events ?? ['waybill.loaded', 'waybill.unloaded', 'waybill.signed', 'order.accepted'] });
  expect(made.body.message).toContain(M.created);
  expect(made.body.code).toBe(200);
  return made.body.data as { id: number; url: string; secret: string };
}

const eventsOf = (list: Received[]) => list.map((r) => JSON.parse(r.body) as { id: string; type: string; resourceId: number });

afterEach(async () => {
  // each test's endpoints leave with it, so a later test's events reach only its own
  await t.db.update(webhookEndpoints).set({ deletedAt: new Date() });
});

describe('webhook endpoints', () => {
  it('are registered by a company administrator: the secret in that answer only; a driver may not; production wants public HTTPS', async () => {
    const made = await register(SHIPPER, 'http://erp.example.test/hooks');
    expect(made.secret).toMatch(/^whsec_/);
    const list = await call(SHIPPER, '/open/webhook/list');
    expect(list.body.data).toEqual([expect.objectContaining({ id: made.id, url: made.url, status: 'active' })]);
    expect(JSON.stringify(list.body)).not.toContain(made.secret);
    // another company neither lists it nor reaches it by id
    expect((await call(OTHER_COMPANY, '/open/webhook/list')).body.data).toEqual([]);
    expect((await call(OTHER_COMPANY, '/open/webhook/pause', { id: made.id, paused: true })).body).toMatchObject({ code: 404, message: M.endpointNotFound });
    expect((await call(DRIVER, '/open/webhook/save', { url: 'http://erp.example.test/x', events: ['waybill.signed'] })).body.code).not.toBe(200);
    const bad = await call(SHIPPER, '/open/webhook/save', { url: 'ftp://x', events: [] });
    expect(bad.body.code).toBe(400);
    for (const url of [
      'http://erp.example.com/hook',
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://[::1]/hook',
      'https://localhost/hook',
      'https://192.168.1.9/x',
    ]) {
      await expect(checkReceiver(url, true), url).rejects.toThrow(/HTTPS|内网/);
    }
    await expect(checkReceiver('https://203.0.113.9/hook', true)).resolves.toEqual(['203.0.113.9']);
    await expect(checkReceiver('http://127.0.0.1:9/hook', false)).resolves.toBeNull();
  });

  it('hear a waybill load, unload and sign once each, in order, signed with their own secret; another company hears none of it', async () => {
    const steel = await register(SHIPPER, 'http://steel.example.test/hooks');
    const other = await register(OTHER_COMPANY, 'http://other.example.test/hooks', ['waybill.loaded', 'waybill.unloaded', 'waybill.signed']);
    const order = await freshOrder();
    const { waybillId } = await signedWaybill(order.id);
    const net = receiver();
    await deliverDue(t.db, { production: false, send: net.send });
    await deliverDue(t.db, { production: false, send: net.send, now: () => new Date(Date.now() + 3600_000) });
    const got = net.to(steel.url);
    expect(eventsOf(got).map((e) => [e.type, e.resourceId])).toEqual([
      ['waybill.loaded', waybillId],
      ['waybill.unloaded', waybillId],
      ['waybill.signed', waybillId],
    ]);
    for (const r of got) {
      expect(r.headers['x-webhook-id']).toBe(JSON.parse(r.body).id);
      expect(hmacMatches(steel.secret, `${r.headers['x-webhook-timestamp']}.${r.body}`, r.headers['x-webhook-signature'])).toBe(true);
      expect(hmacMatches(other.secret, `${r.headers['x-webhook-timestamp']}.${r.body}`, r.headers['x-webhook-signature'])).toBe(false);
    }
    // the payload is the open API's read of the waybill, as the administrator reads it
    expect(JSON.parse(got[2].body).data.waybill).toMatchObject({ id: waybillId, status: 'SIGN' });
    expect(net.to(other.url)).toEqual([]);
    expect(await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, other.id))).toEqual([]);
    const log = await call(SHIPPER, '/open/webhook/deliveries', { endpointId: steel.id, status: 'delivered' });
    expect(log.body.data.records).toHaveLength(3);
    expect(log.body.data.records[0]).toMatchObject({ status: 'delivered', attempts: 1, lastHttpStatus: 200 });
    expect(log.body.data.records[0].lastAnswer.length).toBeLessThanOrEqual(300);
    expect((await call(OTHER_COMPANY, '/open/webhook/deliveries', { endpointId: steel.id })).body.code).toBe(404);
  });

  it('retry a failed delivery on the backoff until a 2xx, then never send it again', async () => {
    const hook = await register(SHIPPER, 'http://flaky.example.test/hooks', ['order.accepted']);
    const order = await freshOrder('WAITACCEPT');
    await t.db.transaction((tx) => emitWebhookEvent(tx, { type: 'order.accepted', resource: 'order', id: order.id, companyIds: [order.shipperCompanyId] }));
    const net = receiver((url, n) => (n === 1 ? 500 : 200));
    const start = Date.now();
    const at = (minutes: number) => ({ production: false, send: net.send, now: () => new Date(start + minutes * 60_000) });
    await deliverDue(t.db, at(0));
    const [first] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.id));
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastHttpStatus: 500 });
    expect(first.nextAttemptAt.getTime()).toBe(start + WEBHOOK_BACKOFF_MINUTES[0] * 60_000);
    await deliverDue(t.db, at(0.5)); // not due yet
    expect(net.to(hook.url)).toHaveLength(1);
    await deliverDue(t.db, at(1));
    expect(net.to(hook.url)).toHaveLength(2);
    const [done] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, first.id));
    expect(done).toMatchObject({ status: 'delivered', attempts: 2, lastHttpStatus: 200 });
    // the same event id both times: the receiver de-duplicates by it
    expect(new Set(net.to(hook.url).map((r) => r.headers['x-webhook-id'])).size).toBe(1);
    for (const minutes of [2, 60, 24 * 60]) await deliverDue(t.db, at(minutes));
    expect(net.to(hook.url)).toHaveLength(2);
    expect((await call(SHIPPER, '/open/webhook/redeliver', { deliveryId: first.id })).body).toMatchObject({ code: 400, message: M.alreadyDelivered });
  });

  it('keep one waybill in order: a later event waits while an earlier one is pending, even when sent again by hand', async () => {
    const hook = await register(SHIPPER, 'http://ordered.example.test/hooks', ['waybill.loaded', 'waybill.unloaded', 'waybill.signed']);
    const order = await freshOrder();
    await signedWaybill(order.id);
    const net = receiver((url, n) => (n === 1 ? 503 : 204));
    const start = Date.now();
    await deliverDue(t.db, { production: false, send: net.send, now: () => new Date(start) });
    expect(eventsOf(net.to(hook.url)).map((e) => e.type)).toEqual(['waybill.loaded']);
    // 重新推送 of the last one: it must not overtake the load still pending
    const rows = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.id)).orderBy(webhookDeliveries.id);
    const again = await call(SHIPPER, '/open/webhook/redeliver', { deliveryId: rows[2].id });
    expect(again.body.data).toMatchObject({ status: 'pending' });
    expect(net.to(hook.url)).toHaveLength(1);
    await deliverDue(t.db, { production: false, send: net.send, now: () => new Date(start + 2 * 60_000) });
    expect(eventsOf(net.to(hook.url)).map((e) => e.type)).toEqual(['waybill.loaded', 'waybill.loaded', 'waybill.unloaded', 'waybill.signed']);
  });

  it(`pause an endpoint after ${WEBHOOK_PAUSE_AFTER} failed attempts in a row and tell its owner once`, async () => {
    const hook = await register(SHIPPER, 'http://down.example.test/hooks', ['order.accepted']);
    const order = await freshOrder('WAITACCEPT');
    await t.db.transaction((tx) => emitWebhookEvent(tx, { type: 'order.accepted', resource: 'order', id: order.id, companyIds: [order.shipperCompanyId] }));
    const net = receiver(() => 503);
    const start = Date.now();
    let minutes = 0;
    for (let attempt = 0; attempt < WEBHOOK_PAUSE_AFTER + 2; attempt += 1) {
      await deliverDue(t.db, { production: false, send: net.send, now: () => new Date(start + minutes * 60_000) });
      minutes += WEBHOOK_BACKOFF_MINUTES[Math.min(attempt, WEBHOOK_BACKOFF_MINUTES.length - 1)];
    }
    expect(net.to(hook.url)).toHaveLength(WEBHOOK_PAUSE_AFTER);
    const [endpoint] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
    expect(endpoint).toMatchObject({ paused: true, pausedBy: 'failures', consecutiveFailures: WEBHOOK_PAUSE_AFTER });
    const owner = await userOf(SHIPPER);
    const told = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, owner.id), eq(messages.title, M.pausedNoticeTitle)));
    expect(told.filter((m) => m.content.includes(hook.url))).toHaveLength(1);
    expect((await call(SHIPPER, '/open/webhook/list')).body.data[0]).toMatchObject({ id: hook.id, status: 'pausedByFailures' });
    // resumed by its owner, it is asked again
    expect((await call(SHIPPER, '/open/webhook/pause', { id: hook.id, paused: false })).body).toMatchObject({ code: 200, message: M.resumed });
  });
});

describe("a receiver's address in production", () => {
  /** A stand-in resolver for a name that answers `first` when asked first and `later` after that (a DNS rebinding). */
  function rebinding(first: string[], later: string[]) {
    const asked: string[] = [];
    const resolve: Resolve = async (host) => {
      asked.push(host);
      return asked.length === 1 ? first : later;
    };
    return { resolve, asked };
  }

  it('is resolved once per check; a name with any private address is refused, and the checked addresses are answered', async () => {
    const names = rebinding(['203.0.113.7', '198.51.100.4'], ['127.0.0.1']);
    await expect(checkReceiver('https://hooks.partner.test/x', true, names.resolve)).resolves.toEqual(['203.0.113.7', '198.51.100.4']);
    expect(names.asked).toEqual(['hooks.partner.test']);
    await expect(checkReceiver('https://hooks.partner.test/x', true, names.resolve)).rejects.toThrow(M.privateAddress);
    const mixed = rebinding(['203.0.113.7', '10.0.0.8'], []);
    await expect(checkReceiver('https://mixed.partner.test/x', true, mixed.resolve)).rejects.toThrow(M.privateAddress);
    const none = rebinding([], []);
    await expect(checkReceiver('https://gone.partner.test/x', true, none.resolve)).rejects.toThrow(M.privateAddress);
  });

  it('is connected to as checked: the delivery goes to the addresses the check saw, the name is not asked again', async () => {
    const hook = await register(SHIPPER, 'https://hooks.rebind.test/orders', ['order.accepted']);
    const order = await freshOrder('WAITACCEPT');
    await t.db.transaction((tx) => emitWebhookEvent(tx, { type: 'order.accepted', resource: 'order', id: order.id, companyIds: [order.shipperCompanyId] }));
    const names = rebinding(['203.0.113.7'], ['127.0.0.1']);
    const sentTo: (readonly string[] | null)[] = [];
    const send: Send = async (_url, _init, pinned) => {
      sentTo.push(pinned);
      // the receiver's side of a rebinding: the name would answer inward now, but nothing asks it
      await names.resolve('hooks.rebind.test');
      return new Response('ok', { status: 200 });
    };
    await deliverDue(t.db, { production: true, resolve: names.resolve, send });
    expect(sentTo).toEqual([['203.0.113.7']]);
    const [row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.id));
    expect(row).toMatchObject({ status: 'delivered', lastHttpStatus: 200 });
  });

  it('the pinned connection reaches the checked address whatever the name resolves to (a name DNS never answers here)', async () => {
    const seen: { headers: IncomingHttpHeaders; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ headers: req.headers, body });
        res.writeHead(202).end('accepted');
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const { port } = server.address() as AddressInfo;
      // .invalid never resolves (RFC 6761): only the pinned address can have carried this
      const answer = await sendPinned(
        `http://receiver.invalid:${port}/hook`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' },
        ['127.0.0.1'],
      );
      expect(answer.status).toBe(202);
      expect(await answer.text()).toBe('accepted');
      expect(seen).toEqual([{ headers: expect.objectContaining({ host: `receiver.invalid:${port}` }), body: '{"a":1}' }]);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });

  it('the pinned lookup answers every name with the checked addresses, one or all as Node asks', () => {
    const lookup = pinnedLookup(['203.0.113.7', '2001:db8::5']);
    const answers: unknown[][] = [];
    lookup('anything.test', { all: true }, (...args) => answers.push(args));
    lookup('anything.test', {}, (...args) => answers.push(args));
    lookup('anything.test', { family: 6 }, (...args) => answers.push(args));
    expect(answers).toEqual([
      [
        null,
        [
          { address: '203.0.113.7', family: 4 },
          { address: '2001:db8::5', family: 6 },
        ],
      ],
      [null, '203.0.113.7', 4],
      [null, '2001:db8::5', 6],
    ]);
  });
});
