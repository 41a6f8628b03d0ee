// Reporting (platform/modules/reporting, issue #8): reports of waybills to the provincial
// monitoring system (网络货运信息监测).
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../columns';
import { users } from './auth';
import { waybills } from './orders';

/**
 * One row per waybill and document kind (only 'waybill' = LOGINK_CN_FREIGHTBROKER_WAYBILL so far).
 * status: pending (checked, never sent) | sending (claimed by a push: claimed_at) | sent (the
 * endpoint answered 0000: received, not yet judged) | failed (an error code, timeout or refusal).
 */
export const waybillReports = pgTable(
  'waybill_reports',
  {
    id: serial('id').primaryKey(),
    waybillId: integer('waybill_id')
      .notNull()
      .references(() => waybills.id),
    /** waybill (电子运单) | freight_charges (资金流水单, queued once the bill is paid and the waybill's report sent) */
    documentKind: text('document_kind').notNull().default('waybill'),
    status: text('status').notNull().default('pending'),
    /** 报文参考号 (MessageReferenceNumber GUID) of the last message sent or being sent */
    messageRef: text('message_ref'),
    /** the last five-certificate check: problems in Chinese (empty = passed) and when */
    checkErrors: jsonb('check_errors').$type<string[]>(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    lastCode: text('last_code'),
    lastMessage: text('last_message'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimedBy: integer('claimed_by').references(() => users.id),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('waybill_reports_waybill_kind').on(t.waybillId, t.documentKind),
    index('waybill_reports_status').on(t.documentKind, t.status, t.updatedAt),
  ],
);

/** Every attempt to send a report: the exact XML, what came back, who and when. */
export const waybillReportAttempts = pgTable(
  'waybill_report_attempts',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => waybillReports.id),
    messageRef: text('message_ref').notNull(),
    requestXml: text('request_xml').notNull(),
    /** the raw response (SOAP body) or the transport error */
    response: text('response'),
    code: text('code').notNull(),
    message: text('message'),
    /** sent | failed */
    outcome: text('outcome').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('waybill_report_attempts_report').on(t.reportId, t.createdAt)],
);
