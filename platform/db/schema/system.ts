// System parameters (platform/modules/system), and the seed's record of the steps it has run
// (platform/seed writes it; the seed is no module, and its runs are the platform's own bookkeeping).
import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
