// Reports (platform/modules/reports, issue 48): the DIY reports operations define over the
// whitelisted catalogue (platform/contract/reports/catalogue.ts), and every move of one.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../columns';
import { historyColumns } from '../user-columns';
import { users } from './auth';

/** A DIY report: the catalogue keys it shows and filters by. status: enabled | disabled | deleted (kept for its history). */
export const diyReports = pgTable(
  'diy_reports',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    remark: text('remark'),
    displayFields: jsonb('display_fields').$type<string[]>().notNull(),
    queryFields: jsonb('query_fields').$type<string[]>().notNull(),
    status: text('status').notNull().default('disabled'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('diy_reports_name')
      .on(t.name)
      .where(sql`status <> 'deleted'`),
    index('diy_reports_status').on(t.status, t.updatedAt),
  ],
);

export const diyReportHistory = pgTable(
  'diy_report_history',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => diyReports.id),
    ...historyColumns(),
  },
  (t) => [index('diy_report_history_report').on(t.reportId, t.createdAt)],
);
