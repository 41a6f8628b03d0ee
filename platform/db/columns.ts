// Columns that many tables share, as functions: each call makes fresh column builders for the
// table it is spread into. Their own module so that schema.ts and schema-money.ts (which
// schema.ts re-exports, and so loads first) can both call them while their tables are built.
import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The columns every *_history table shares: the move (`action`), the statuses it went from and
 * to, who made it, why and when. Spread into each table after its own key column.
 */
export const historyColumns = () => ({
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  action: text('action').notNull(),
  actorUserId: integer('actor_user_id').references(() => users.id),
  remark: text('remark'),
  createdAt: createdAt(),
});

/**
 * The operator's last review of a vehicle's or a driver's papers: the reason (rejections carry
 * one), when and by whom. The status itself (review_status) stands with the record's own columns.
 */
export const reviewColumns = () => ({
  reviewRemark: text('review_remark'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewedBy: integer('reviewed_by').references(() => users.id),
});
