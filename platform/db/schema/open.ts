// The open platform (platform/modules/open, issue 51): a company's API keys, the nonces their
// signed requests have used (kept against replay, in the database so every node sees them), and the
// answers of pushes made with an idempotency key. Decision 032.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { users } from './auth';
import { companies } from './company';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    /** the public half partners send in X-Open-Key: `ak_` and 24 hex digits */
    keyId: text('key_id').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** the administrator who made it: the key acts as this user, narrowed to its scopes */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** the identity it acts with (enterprise_shipper or carrier), as its maker's session had */
    role: text('role').notNull(),
    name: text('name').notNull(),
    /** permission strings of open endpoints (area:resource:action) */
    scopes: text('scopes').array().notNull(),
    /** addresses or IPv4 CIDR ranges; empty: any address */
    ipAllowList: text('ip_allow_list')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** HMAC-SHA256(secret, 'freight-open-v1') as hex: the secret itself is never kept (decision 032) */
    signingKey: text('signing_key').notNull(),
    /** the secret's first characters, so a person can tell keys apart */
    secretHint: text('secret_hint').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_key_id').on(t.keyId), index('api_keys_company').on(t.companyId, t.createdAt)],
);

/** created / revoked, by whom and when. */
export const apiKeyHistory = pgTable(
  'api_key_history',
  {
    id: serial('id').primaryKey(),
    apiKeyId: integer('api_key_id')
      .notNull()
      .references(() => apiKeys.id),
    action: text('action').notNull(),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('api_key_history_key').on(t.apiKeyId)],
);

/** A nonce once seen with a key; the primary key refuses its second use. Pruned after the window. */
export const apiKeyNonces = pgTable(
  'api_key_nonces',
  {
    apiKeyId: integer('api_key_id').notNull(),
    nonce: text('nonce').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.apiKeyId, t.nonce] }), index('api_key_nonces_created').on(t.createdAt)],
);

/**
 * A push made with an Idempotency-Key: claimed before the call runs (so a concurrent retry waits
 * its turn and is refused), then holding the answer a retry is given again.
 */
export const apiIdempotency = pgTable(
  'api_idempotency',
  {
    apiKeyId: integer('api_key_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** method, path and body hash of the first request: the same key with another request is refused */
    requestHash: text('request_hash').notNull(),
    /** the answer's HTTP status and body, once there is one */
    status: integer('status'),
    answer: text('answer'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.apiKeyId, t.idempotencyKey] }), index('api_idempotency_created').on(t.createdAt)],
);
