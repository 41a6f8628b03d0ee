// The logs (platform/modules/log): the interface/route-change log, the operation log (every
// state-changing platform call) and the login log (every sign-in attempt). Rows are written in
// batches off the response path; user names and companies are copied in, so a row still says who
// acted after the account or the company changed.
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';

export const interfaceLogs = pgTable(
  'interface_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    name: text('name').notNull(),
    method: text('method').notNull(),
    type: text('type').notNull(),
    mode: text('mode').notNull(),
    request: text('request'),
    response: text('response'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('interface_logs_created').on(t.createdAt)],
);

export const operationLogs = pgTable(
  'operation_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    /** who acted, as they were at the time: the account's mobile and real name */
    userMobile: text('user_mobile'),
    userName: text('user_name').notNull().default(''),
    role: text('role'),
    companyId: integer('company_id'),
    /** the endpoint's summary up to its first punctuation, e.g. 运单补录（货主） */
    action: text('action').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** the route table's area tag (派车单, 车辆 …) */
    targetType: text('target_type'),
    /** the id or number the call names, when it names one */
    targetId: text('target_id'),
    /** the JSON body and path parameters, with secrets and personal numbers masked */
    params: text('params'),
    /** ok | refused */
    result: text('result').notNull(),
    /** the envelope's code and message */
    code: integer('code').notNull(),
    message: text('message'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('operation_logs_created').on(t.createdAt), index('operation_logs_user').on(t.userId, t.createdAt)],
);

export const loginLogs = pgTable(
  'login_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    /** the mobile typed (or the SSO account's), so failures of unknown phones show too */
    account: text('account').notNull(),
    /** password | sms | sso */
    method: text('method').notNull(),
    success: boolean('success').notNull(),
    /** why it failed (the answer the caller got) */
    reason: text('reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('login_logs_created').on(t.createdAt)],
);

/**
 * One spreadsheet import (issue 44's import log): who ran it, for which company, what kind of
 * records (vehicle …), the file, how many rows were read, accepted and refused, each refused row's
 * number and Chinese reasons, when it started and finished, and how it ended: done (imported),
 * refused (bad rows: nothing imported, the import is all or nothing) or failed (an error).
 * Written in the import's own transaction when it imports, right after it when it refuses.
 */
export const importLogs = pgTable(
  'import_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    userMobile: text('user_mobile'),
    userName: text('user_name').notNull().default(''),
    companyId: integer('company_id'),
    /** vehicle (the import's kind; see IMPORT_KINDS in contract/log/imports.ts) */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull().default(''),
    rowsRead: integer('rows_read').notNull(),
    rowsAccepted: integer('rows_accepted').notNull(),
    rowsRefused: integer('rows_refused').notNull(),
    /** [{ rowNo, messages: [Chinese reason …] }] of the refused rows */
    refusedRows: jsonb('refused_rows').$type<{ rowNo: number; messages: string[] }[]>().notNull().default([]),
    /** done | refused | failed */
    status: text('status').notNull(),
    message: text('message'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('import_logs_created').on(t.createdAt), index('import_logs_company').on(t.companyId, t.createdAt)],
);
