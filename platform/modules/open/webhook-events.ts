// Webhook events (issue 51, decision 039): written where the state change happens, in its
// transaction, next to its history row and notice, so an event exists exactly when the change does.
// One outbox row per subscribed endpoint of the companies party to the change; its payload is the
// resource as the open API's read of it answers the endpoint's administrator — the read's own
// access checks decide, so an endpoint never receives what its company could not read.
import { randomUUID } from 'node:crypto';
import { and, arrayContains, eq, inArray, isNull } from 'drizzle-orm';
import type { Role } from '../../contract/auth/user';
import type { WebhookEvent } from '../../contract/open/webhook-messages';
import type { Db, Tx } from '../../db/client';
import { users, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { cargoDetail } from '../market/queries';
import { billDetail } from '../money/bill-views';
import { abnormalsOfWaybill } from '../orders/aftercare';
import { orderDetail, waybillDetail } from '../orders/queries';
import { applicationDetail } from '../invoices/listing';

export type WebhookResource = 'cargo' | 'order' | 'waybill' | 'bill' | 'invoice';

/** The open API's read of each resource (cargo, order and waybill details, the bill, the invoice application). */
const READS: Record<WebhookResource, (db: Db, auth: Auth, id: number) => Promise<unknown>> = {
  // arrows: the areas import this module too, and a cycle must not read a binding before it is set
  cargo: (db, auth, id) => cargoDetail(db, auth, id),
  order: (db, auth, id) => orderDetail(db, auth, id),
  waybill: (db, auth, id) => waybillDetail(db, auth, id, (waybillId) => abnormalsOfWaybill(db, auth, waybillId)),
  bill: (db, auth, id) => billDetail(db, auth, id),
  invoice: (db, auth, id) => applicationDetail(db, auth, id),
};

export type WebhookEventInput = {
  type: Exclude<WebhookEvent, 'ping'>;
  resource: WebhookResource;
  id: number;
  /** the waybill the event belongs to, so its events reach each endpoint in order */
  waybillId?: number | null;
  /** the companies party to the change; only their endpoints are asked */
  companyIds: (number | null | undefined)[];
};

/** The body every delivery carries: the event's id (the receiver's de-duplication key), type, time and the resource. */
export const eventBody = (eventId: string, type: string, resource: string, resourceId: number, data: unknown, occurredAt = new Date()) => ({
  id: eventId,
  type,
  occurredAt: occurredAt.toISOString(),
  resource,
  resourceId,
  data,
});

/**
 * Writes the event's deliveries inside the caller's transaction. Costs one indexed select when no
 * endpoint of the parties subscribes; each payload is read in a savepoint, so a read that fails
 * leaves the business change alone.
 */
export async function emitWebhookEvent(tx: Tx, event: WebhookEventInput): Promise<void> {
  const companies = [...new Set(event.companyIds.filter((c): c is number => typeof c === 'number'))];
  if (companies.length === 0) return;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, companyId: webhookEndpoints.companyId, role: webhookEndpoints.role, user: users })
    .from(webhookEndpoints)
    .innerJoin(users, eq(users.id, webhookEndpoints.userId))
    .where(and(inArray(webhookEndpoints.companyId, companies), isNull(webhookEndpoints.deletedAt), arrayContains(webhookEndpoints.events, [event.type])));
  if (endpoints.length === 0) return;
  const eventId = randomUUID();
  const occurredAt = new Date();
  for (const endpoint of endpoints) {
    // the administrator's read, as their key would get it; a refusal (not theirs to read) sends nothing
    // an administrator since moved to another company or disabled no longer reads for it (as with keys)
    if (endpoint.user.companyId !== endpoint.companyId || endpoint.user.status !== 'active') continue;
    const auth: Auth = { user: endpoint.user, role: endpoint.role as Role, tokenHash: `webhook:${endpoint.id}` };
    const data = await tx
      .transaction(async (savepoint) => READS[event.resource](savepoint as unknown as Db, auth, event.id))
      // a refusal (not this company's to read) or a failed read: this endpoint gets no row
      .catch(() => undefined);
    if (data === undefined) continue;
    await tx.insert(webhookDeliveries).values({
      endpointId: endpoint.id,
      eventId,
      type: event.type,
      waybillId: event.waybillId ?? null,
      payload: eventBody(eventId, event.type, event.resource, event.id, data, occurredAt),
    });
  }
}
