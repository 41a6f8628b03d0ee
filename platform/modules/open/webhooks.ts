// Webhook endpoints (issue 51, decision 039): a company administrator (the key administrators of
// decision 032) registers receivers for events, pauses, resumes and deletes them, reads each one's
// delivery log, sends a failed delivery again and sends a test event. The secret is in the one answer
// that registers the endpoint; the platform keeps it, since it signs every delivery with it.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { deliveryQuery, webhookInput, webhookRow } from '../../contract/open/webhooks';
import { WEBHOOK_MESSAGES as M } from '../../contract/open/webhook-messages';
import type { Db } from '../../db/client';
import { users, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { requireKeyAdministrator } from './keys';
import { attemptDelivery, checkReceiver, type DeliveryOptions } from './webhook-delivery';
import { eventBody } from './webhook-events';

const MAX_ENDPOINTS = 10;

type Row = z.output<typeof webhookRow>;
type Endpoint = typeof webhookEndpoints.$inferSelect;

const statusOf = (e: Endpoint): Row['status'] => (!e.paused ? 'active' : e.pausedBy === 'failures' ? 'pausedByFailures' : 'paused');

function rowOf(e: Endpoint, maker: string | null): Row {
  return {
    id: e.id,
    url: e.url,
    events: e.events,
    secretHint: e.secretHint,
    status: statusOf(e),
    consecutiveFailures: e.consecutiveFailures,
    createdAt: e.createdAt.toISOString(),
    createdBy: maker ?? '',
  };
}

export async function createWebhook(db: Db, auth: Auth, input: z.output<typeof webhookInput>, production: boolean) {
  const companyId = requireKeyAdministrator(auth);
  await checkReceiver(input.url, production);
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('webhook_endpoints'), ${companyId})`);
    const [{ live }] = await tx
      .select({ live: count() })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.companyId, companyId), isNull(webhookEndpoints.deletedAt)));
    if (live >= MAX_ENDPOINTS) refuse(M.tooManyEndpoints);
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ companyId, userId: auth.user.id, role: auth.role, url: input.url, events: [...new Set(input.events)], secret, secretHint: secret.slice(0, 10) })
      .returning({ id: webhookEndpoints.id });
    return { id: row.id, url: input.url, secret };
  });
}

export async function listWebhooks(db: Db, auth: Auth): Promise<Row[]> {
  const companyId = requireKeyAdministrator(auth);
  const rows = await db
    .select({ endpoint: webhookEndpoints, maker: users.realName })
    .from(webhookEndpoints)
    .innerJoin(users, eq(users.id, webhookEndpoints.userId))
    .where(and(eq(webhookEndpoints.companyId, companyId), isNull(webhookEndpoints.deletedAt)))
    .orderBy(desc(webhookEndpoints.id))
    .limit(MAX_ENDPOINTS * 2);
  return rows.map((r) => rowOf(r.endpoint, r.maker));
}

/** The company's live endpoint, or the same 404 as a missing one. */
async function ownEndpoint(db: Db, auth: Auth, id: number): Promise<Endpoint> {
  const companyId = requireKeyAdministrator(auth);
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId), isNull(webhookEndpoints.deletedAt)));
  if (!row) refuse(M.endpointNotFound, 404);
  return row;
}

/** Pauses or resumes; resuming clears the failure count, so the endpoint is given WEBHOOK_PAUSE_AFTER tries again. */
export async function pauseWebhook(db: Db, auth: Auth, id: number, paused: boolean) {
  await ownEndpoint(db, auth, id);
  await db
    .update(webhookEndpoints)
    .set(paused ? { paused: true, pausedBy: 'owner' } : { paused: false, pausedBy: null, consecutiveFailures: 0 })
    .where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.deletedAt)));
  return { id, paused };
}

/** Deletes the endpoint (kept as a row for its log's sake); its pending deliveries are never sent. */
export async function deleteWebhook(db: Db, auth: Auth, id: number) {
  await ownEndpoint(db, auth, id);
  await db.transaction(async (tx) => {
    await tx
      .update(webhookEndpoints)
      .set({ deletedAt: sql`now()` })
      .where(eq(webhookEndpoints.id, id));
    await tx
      .update(webhookDeliveries)
      .set({ status: 'failed', lastAnswer: '推送地址已删除' })
      .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.status, 'pending')));
  });
  return { id };
}

export async function webhookDeliveryPage(db: Db, auth: Auth, q: z.output<typeof deliveryQuery>) {
  const endpoint = await ownEndpoint(db, auth, q.endpointId);
  const [maker] = await db.select({ name: users.realName }).from(users).where(eq(users.id, endpoint.userId));
  const where = and(
    eq(webhookDeliveries.endpointId, endpoint.id),
    q.status ? eq(webhookDeliveries.status, q.status) : undefined,
    q.type ? eq(webhookDeliveries.type, q.type) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.id))
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    db.select({ total: count() }).from(webhookDeliveries).where(where),
  ]);
  return {
    endpoint: rowOf(endpoint, maker?.name ?? null),
    records: rows.map((d) => ({
      id: d.id,
      eventId: d.eventId,
      type: d.type,
      status: d.status as 'pending' | 'delivered' | 'failed',
      attempts: d.attempts,
      lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
      nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt.toISOString() : null,
      lastHttpStatus: d.lastHttpStatus,
      lastLatencyMs: d.lastLatencyMs,
      lastAnswer: d.lastAnswer,
      deliveredAt: d.deliveredAt?.toISOString() ?? null,
      createdAt: d.createdAt.toISOString(),
    })),
    total,
    pageNumber: q.pageNumber,
    pageSize: q.pageSize,
  };
}

/**
 * 重新推送: a pending or given-up delivery is due now and attempted in this request (a delivered
 * one is never sent again). A delivery waiting for an earlier one of its waybill, or to a paused
 * endpoint, stays queued for the job.
 */
export async function redeliver(db: Db, auth: Auth, deliveryId: number, options: DeliveryOptions) {
  const companyId = requireKeyAdministrator(auth);
  const [found] = await db
    .select({ status: webhookDeliveries.status })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookEndpoints.companyId, companyId), isNull(webhookEndpoints.deletedAt)));
  if (!found) refuse(M.deliveryNotFound, 404);
  if (found.status === 'delivered') refuse(M.alreadyDelivered);
  await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: sql`now()` })
    .where(and(eq(webhookDeliveries.id, deliveryId), sql`${webhookDeliveries.status} <> 'delivered'`));
  const result = await attemptDelivery(db, deliveryId, options);
  return { deliveryId, status: result?.status ?? 'pending' };
}

/** 发送测试: a `ping` event, sent now, paused or not, and kept in the log like any delivery. */
export async function pingWebhook(db: Db, auth: Auth, id: number, options: DeliveryOptions) {
  const endpoint = await ownEndpoint(db, auth, id);
  const eventId = randomUUID();
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint.id,
      eventId,
      type: 'ping',
      payload: eventBody(eventId, 'ping', 'webhook', endpoint.id, { endpointId: endpoint.id, url: endpoint.url }),
    })
    .returning({ id: webhookDeliveries.id });
  const result = await attemptDelivery(db, row.id, { ...options, testEvent: true });
  return { deliveryId: row.id, status: result?.status ?? 'pending' };
}
