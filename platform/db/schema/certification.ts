// Certification (platform/modules/certification): real-name and qualification submissions.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { users } from './auth';

/** Real-name and qualification submissions of the certification screens, with their review. */
export const certifications = pgTable(
  'certifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** individualShipper | companyShipper | individualDriver | companyDriver */
    kind: text('kind').notNull(),
    /** review_status: 0 pending, 1 approved, 2 rejected */
    status: text('status').notNull().default('0'),
    data: jsonb('data').notNull(),
    reviewRemark: text('review_remark'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('certifications_user').on(t.userId, t.createdAt)],
);
