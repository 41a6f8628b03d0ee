// The open platform's webhooks (issue 51, decision 039): a company's endpoints, and the outbox of
// deliveries — one row per event and subscribed endpoint, written in the transaction of the state
// change itself, sent by the webhooks.deliver job until the receiver answers 2xx or 24 h pass.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { users } from './auth';
import { companies } from './company';

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** the administrator who registered it: its payloads are that user's reads, its failure notice goes to them */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull(),
    url: text('url').notNull(),
    /** event types (contract/open/webhooks.ts WEBHOOK_EVENTS) */
    events: text('events').array().notNull(),
    /** the signing secret (`whsec_` + 32 random bytes): kept, since every delivery is signed with it; shown once */
    secret: text('secret').notNull(),
    secretHint: text('secret_hint').notNull(),
    paused: boolean('paused').notNull().default(false),
    /** why it was paused: 'owner', or 'failures' when the platform paused it */
    pausedBy: text('paused_by'),
    /** failed attempts in a row; a 2xx resets it, WEBHOOK_PAUSE_AFTER of them pause the endpoint */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_company').on(t.companyId)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    /** the event's id, the receiver's key for de-duplication (one event, one id, for every endpoint) */
    eventId: uuid('event_id').notNull(),
    type: text('type').notNull(),
    /** deliveries of one waybill go out in the order of their ids (null: no order to keep) */
    waybillId: integer('waybill_id'),
    payload: jsonb('payload').notNull(),
    /** pending → delivered | failed (given up after 24 h) */
    status: text('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastHttpStatus: smallint('last_http_status'),
    lastLatencyMs: bigint('last_latency_ms', { mode: 'number' }),
    /** the answer's first bytes (at most 300), or the network error */
    lastAnswer: text('last_answer'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint').on(t.endpointId, t.id),
    index('webhook_deliveries_waybill').on(t.endpointId, t.waybillId, t.id),
  ],
);
