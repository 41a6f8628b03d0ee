// Sending webhook deliveries (issue 51, decision 039). The outbox rows are written in the state
// change's transaction (webhook-events.ts); the webhooks.deliver job sends what is due every minute:
// a signed JSON POST with a 5 s timeout, the answer read to its first 300 bytes. A 2xx marks the row
// delivered, never to be sent again; anything else schedules the next attempt on WEBHOOK_BACKOFF_MINUTES
// until 24 h after the event, when it is given up. Deliveries of one waybill to one endpoint go out
// in order: a row waits while an earlier one of its waybill is still pending. WEBHOOK_PAUSE_AFTER
// failed attempts in a row pause the endpoint and tell its owner.
import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { WEBHOOK_MESSAGES as M } from '../../contract/open/webhook-messages';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { refuse } from '../../http/refusal';
import { hmacHex } from '../../http/signing';
import type { JobRunner } from '../jobs/runner';
import { notify } from '../workspace/notify';

/** Minutes to wait after the 1st, 2nd, … failed attempt; the last repeats until 24 h after the event. */
export const WEBHOOK_BACKOFF_MINUTES = [1, 5, 15, 30, 60, 120, 240, 480] as const;
/** Deliveries are given up this long after their event. */
export const WEBHOOK_GIVE_UP_MS = 24 * 3600 * 1000;
/** Failed attempts in a row (any of its deliveries) after which an endpoint is paused. */
export const WEBHOOK_PAUSE_AFTER = 10;
export const WEBHOOK_TIMEOUT_MS = 5000;
/** How much of a receiver's answer is read and kept. */
export const WEBHOOK_ANSWER_BYTES = 300;
/** While one attempt runs, its row is leased this long, so a second sender (send again, another node) leaves it alone. */
const LEASE_MS = 60_000;
export const WEBHOOK_DELIVER_JOB = 'webhooks.deliver';

/** Sends one request; `pinned`: the checked addresses to connect to (production), null: connect as the URL says. */
export type Send = (url: string, init: RequestInit, pinned: readonly string[] | null) => Promise<Response>;
export type DeliveryOptions = { production: boolean; send?: Send; resolve?: Resolve; now?: () => Date };

const send: Send = (url, init, pinned) => (pinned ? sendPinned(url, init, pinned) : fetch(url, init));

/** The headers every delivery carries, as the partner page (/open/docs) names them. */
export const WEBHOOK_HEADERS = {
  id: 'X-Webhook-Id',
  event: 'X-Webhook-Event',
  timestamp: 'X-Webhook-Timestamp',
  signature: 'X-Webhook-Signature',
} as const;

/** What is signed: the timestamp header's value, a dot, and the body exactly as sent. */
export const webhookSignature = (secret: string, timestamp: number | string, body: string) => hmacHex(secret, `${timestamp}.${body}`);

/** The signature headers of one delivery: HMAC-SHA256 over `timestamp.body` with the endpoint's secret, hex. */
export function webhookHeaders(secret: string, eventId: string, type: string, body: string, timestamp = Math.floor(Date.now() / 1000)): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'freight-webhooks/1',
    [WEBHOOK_HEADERS.id.toLowerCase()]: eventId,
    [WEBHOOK_HEADERS.event.toLowerCase()]: type,
    [WEBHOOK_HEADERS.timestamp.toLowerCase()]: String(timestamp),
    [WEBHOOK_HEADERS.signature.toLowerCase()]: webhookSignature(secret, timestamp, body),
  };
}

/** Loopback, private, link-local, CGNAT, multicast and reserved addresses: never a receiver in production. */
export function isPrivateAddress(address: string): boolean {
  const v = isIP(address);
  if (v === 4) {
    const [a, b] = address.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      a >= 224 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 198 && (b === 18 || b === 19))
    );
  }
  if (v === 6) {
    const lower = address.toLowerCase();
    const mapped = lower.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
    if (mapped) return isPrivateAddress(mapped[1]);
    return lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower) || lower.startsWith('ff');
  }
  return true;
}

/** The addresses a host name resolves to now (none when it does not resolve). */
export type Resolve = (host: string) => Promise<string[]>;
const systemResolve: Resolve = (host) =>
  lookup(host, { all: true }).then(
    (list) => list.map((a) => a.address),
    () => [],
  );

/**
 * Production's rules for a receiver: HTTPS, and a host that is not (and does not resolve to) a
 * private address. Answers the addresses it checked, resolved once, for the connection to use
 * (sendPinned); null outside production, where any host is allowed and connected as usual.
 */
export async function checkReceiver(url: string, production: boolean, resolve: Resolve = systemResolve): Promise<string[] | null> {
  if (!production) return null;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') refuse(M.httpsRequired, 400, { field: 'url' });
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal'))
    refuse(M.privateAddress, 400, { field: 'url' });
  const addresses = isIP(host) ? [host] : await resolve(host);
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) refuse(M.privateAddress, 400, { field: 'url' });
  return addresses;
}

/**
 * A resolver for the connection that answers any name with `addresses`, the ones the check saw: the
 * name is not asked of DNS a second time, so it cannot answer inward between the check and the
 * connection (DNS rebinding). Answers in the form Node asks for (one address, or all of them).
 */
export function pinnedLookup(addresses: readonly string[]): LookupFunction {
  const all = addresses.map((address) => ({ address, family: isIP(address) }));
  return (_host, options, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? all.filter((a) => a.family === options.family) : all;
    const answer = wanted.length ? wanted : all;
    if (options.all) callback(null, answer);
    else callback(null, answer[0].address, answer[0].family);
  };
}

/** Statuses whose answer has no body (a Response refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * POSTs as `fetch` would, but connects to one of `addresses` (checked by checkReceiver) whatever the
 * name resolves to by then; TLS still verifies the certificate against the URL's host name. Node's
 * own http/https client with its public `lookup` option: the global fetch takes no resolver.
 */
export function sendPinned(url: string, init: RequestInit, addresses: readonly string[]): Promise<Response> {
  const target = new URL(url);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      target,
      { method: init.method ?? 'GET', headers: init.headers as Record<string, string>, lookup: pinnedLookup(addresses), signal: init.signal ?? undefined },
      (answer) => {
        const status = answer.statusCode ?? 0;
        if (NO_BODY.has(status)) answer.resume();
        const body = NO_BODY.has(status) ? null : (Readable.toWeb(answer) as WebReadableStream<Uint8Array> as ReadableStream<Uint8Array>);
        try {
          resolve(new Response(body, { status }));
        } catch (error) {
          answer.destroy();
          reject(error);
        }
      },
    );
    outgoing.on('error', reject);
    outgoing.end(typeof init.body === 'string' ? init.body : undefined);
  });
}

/** Reads at most `limit` bytes of an answer and drops the rest. */
async function firstBytes(response: Response, limit = WEBHOOK_ANSWER_BYTES): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, limit)).replace(/\uFFFD+$/, '');
}

type Outcome = { ok: boolean; httpStatus: number | null; latencyMs: number; answer: string };

async function post(url: string, headers: Record<string, string>, body: string, options: DeliveryOptions): Promise<Outcome> {
  const started = performance.now();
  try {
    // production: the name is resolved again now, so a receiver cannot turn private after it was
    // registered, and the connection goes to the addresses this check saw (no second look-up)
    const pinned = await checkReceiver(url, options.production, options.resolve);
    const init: RequestInit = { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS) };
    const response = await (options.send ?? send)(url, init, pinned);
    const answer = await firstBytes(response);
    return { ok: response.status >= 200 && response.status < 300, httpStatus: response.status, latencyMs: Math.round(performance.now() - started), answer };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || (error.cause instanceof Error && error.cause.name === 'TimeoutError'));
    const reason = timedOut ? `超时（${WEBHOOK_TIMEOUT_MS / 1000} 秒）` : error instanceof Error ? error.message : String(error);
    return { ok: false, httpStatus: null, latencyMs: Math.round(performance.now() - started), answer: `未能送达：${reason}`.slice(0, WEBHOOK_ANSWER_BYTES) };
  }
}

/** The pending row is due, its endpoint live (or `anyEndpointState`: a test event), and no earlier row of its waybill is pending. */
const noEarlierOfItsWaybill = sql`not exists (select 1 from ${webhookDeliveries} e where e.endpoint_id = ${webhookDeliveries.endpointId}
  and e.waybill_id = ${webhookDeliveries.waybillId} and e.status = 'pending' and e.id < ${webhookDeliveries.id})`;

/**
 * One attempt of one delivery: claimed by a lease in one statement (so two senders never both send
 * it), posted, and its outcome written with the endpoint's failure count in one transaction.
 * Null when the row was not claimable (delivered, given up, leased, waiting for its waybill, endpoint paused).
 */
export async function attemptDelivery(db: Db, deliveryId: number, options: DeliveryOptions & { testEvent?: boolean }): Promise<{ status: string } | null> {
  const now = options.now?.() ?? new Date();
  const [claimed] = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        noEarlierOfItsWaybill,
        sql`exists (select 1 from ${webhookEndpoints} w where w.id = ${webhookDeliveries.endpointId} and w.deleted_at is null ${options.testEvent ? sql`` : sql`and not w.paused`})`,
      ),
    )
    .returning();
  if (!claimed) return null;
  const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, claimed.endpointId));
  const body = JSON.stringify(claimed.payload);
  const outcome = await post(
    endpoint.url,
    webhookHeaders(endpoint.secret, claimed.eventId, claimed.type, body, Math.floor(now.getTime() / 1000)),
    body,
    options,
  );
  const attempts = claimed.attempts + 1;
  const wait = WEBHOOK_BACKOFF_MINUTES[Math.min(attempts, WEBHOOK_BACKOFF_MINUTES.length) - 1] * 60_000;
  const next = new Date(now.getTime() + wait);
  const givenUp = !outcome.ok && next.getTime() > claimed.createdAt.getTime() + WEBHOOK_GIVE_UP_MS;
  const status = outcome.ok ? 'delivered' : givenUp ? 'failed' : 'pending';
  await db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({
        status,
        attempts,
        nextAttemptAt: next,
        lastAttemptAt: now,
        lastHttpStatus: outcome.httpStatus,
        lastLatencyMs: outcome.latencyMs,
        lastAnswer: outcome.answer,
        deliveredAt: outcome.ok ? now : null,
      })
      .where(eq(webhookDeliveries.id, claimed.id));
    if (outcome.ok) {
      await tx.update(webhookEndpoints).set({ consecutiveFailures: 0 }).where(eq(webhookEndpoints.id, endpoint.id));
      return;
    }
    const [counted] = await tx
      .update(webhookEndpoints)
      .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning({ failures: webhookEndpoints.consecutiveFailures });
    if (counted.failures < WEBHOOK_PAUSE_AFTER) return;
    // the one statement that pauses it: of two failures at once only one finds it live, so the owner is told once
    const [paused] = await tx
      .update(webhookEndpoints)
      .set({ paused: true, pausedBy: 'failures' })
      .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.paused, false), isNull(webhookEndpoints.deletedAt)))
      .returning({ id: webhookEndpoints.id });
    if (paused)
      await notify(tx, endpoint.userId, {
        type: 'system',
        title: M.pausedNoticeTitle,
        content: `推送地址 ${endpoint.url.slice(0, 200)} 连续 ${WEBHOOK_PAUSE_AFTER} 次推送失败，已暂停。请检查接收服务后在“接口密钥”页面恢复推送，暂停期间的事件会依次补发。`,
        link: `/open/webhooks/${endpoint.id}`,
      });
  });
  return { status };
}

/**
 * Sends every due delivery (at most `limit` a run), oldest first. After a failure its endpoint is
 * left alone for the rest of the run: a receiver that is down is asked once a minute, not once per event.
 */
export async function deliverDue(db: Db, options: DeliveryOptions & { limit?: number }): Promise<{ delivered: number; failed: number }> {
  const now = options.now?.() ?? new Date();
  const due = await db
    .select({ id: webhookDeliveries.id, endpointId: webhookDeliveries.endpointId })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        eq(webhookEndpoints.paused, false),
        isNull(webhookEndpoints.deletedAt),
      ),
    )
    // a row waiting for an earlier one of its waybill is passed over by its claim, after that earlier one had its turn in this run
    .orderBy(asc(webhookDeliveries.id))
    .limit(options.limit ?? 200);
  const down = new Set<number>();
  let delivered = 0;
  let failed = 0;
  for (const row of due) {
    if (down.has(row.endpointId)) continue;
    const result = await attemptDelivery(db, row.id, options);
    if (!result) continue;
    if (result.status === 'delivered') delivered += 1;
    else {
      failed += 1;
      down.add(row.endpointId);
    }
  }
  return { delivered, failed };
}

/** The job runner sends due deliveries every minute (platform/jobs.ts). */
export async function scheduleWebhookDelivery(runner: JobRunner, db: Db, production: boolean): Promise<void> {
  await runner.define({ name: WEBHOOK_DELIVER_JOB, oneAtATime: true, pollSeconds: 10, run: async () => deliverDue(db, { production }) });
  await runner.schedule(WEBHOOK_DELIVER_JOB, '* * * * *');
}
