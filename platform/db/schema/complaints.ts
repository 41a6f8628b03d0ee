// Complaints (platform/modules/complaints, issue 44): a shipper or an agent complains about a
// transport order, a waybill or the other party of one; operations reply and close it (status
// 0 pending → 1 handled). The respondent (the other side of the order) is resolved when the
// complaint is filed, so the carrier's reputation and /historicalComplaints read it without
// guessing. Every move writes a complaint_history row.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { historyColumns } from '../user-columns';
import { users } from './auth';
import { companies } from './company';
import { orders, waybills } from './orders';

export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    complainantUserId: integer('complainant_user_id')
      .notNull()
      .references(() => users.id),
    complainantCompanyId: integer('complainant_company_id').references(() => companies.id),
    /** what the complaint is about: order | waybill | party (the other side of the order) */
    targetKind: text('target_kind').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    waybillId: integer('waybill_id').references(() => waybills.id),
    /** the other side of the order from the complainant (for a shipper: the carrier) */
    respondentUserId: integer('respondent_user_id')
      .notNull()
      .references(() => users.id),
    respondentCompanyId: integer('respondent_company_id').references(() => companies.id),
    /** abnormal_type dictionary (spec 3): 1 lost … 6 other */
    complaintType: text('complaint_type').notNull(),
    content: text('content').notNull(),
    photoUuids: jsonb('photo_uuids').$type<string[]>().notNull().default([]),
    /** complaint_status dictionary: 0 pending, 1 handled */
    status: text('status').notNull().default('0'),
    /** operations' reply (the spec's backDesc) */
    backDesc: text('back_desc'),
    handlerUserId: integer('handler_user_id').references(() => users.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('complaints_complainant').on(t.complainantUserId, t.createdAt),
    index('complaints_status').on(t.status, t.createdAt),
    index('complaints_respondent_company').on(t.respondentCompanyId),
  ],
);

export const complaintHistory = pgTable(
  'complaint_history',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id),
    /** action: file | reply */
    ...historyColumns(),
  },
  (t) => [index('complaint_history_complaint').on(t.complaintId, t.id)],
);
