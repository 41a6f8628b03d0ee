// Shared columns that point at a user (columns.ts has the ones that do not). Apart from columns.ts
// so that the tables users depends on (schema/auth.ts, schema/company.ts) can take their
// timestamps from columns.ts without an import circle through users.
import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './schema/auth';

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
