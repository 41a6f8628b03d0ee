// System parameters (platform/modules/system), and the seed's record of the steps it has run
// (platform/seed writes it; the seed is no module, and its runs are the platform's own bookkeeping).
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { updatedAt } from '../columns';

export const sysControlParams = pgTable('sys_control_params', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  remark: text('remark'),
  updatedAt: updatedAt(),
});

/** Marker for the idempotent seed: one row per seed step that has run. */
export const seedRuns = pgTable('seed_runs', {
  step: text('step').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  detail: jsonb('detail'),
});

/**
 * Rate-limit counters shared by every platform process on one PostgreSQL (issue 49: limits that
 * hold across nodes). rate-limiter-flexible's drizzle store reads and writes it with one atomic
 * upsert per point; `key` is the limiter's prefix and the counted key (`login-ip:203.0.113.7`).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});
