// Invoices (platform/modules/invoices, issue 45): the invoice details (开票信息) a company keeps for
// the invoices it asks for. An application copies them when it is made, so a later edit here never
// changes what was submitted.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../columns';
import { users } from './auth';

/** One row per account (the company's account is its user): the details its applications start from. */
export const invoiceDetails = pgTable('invoice_details', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** 发票抬头 */
  title: text('title').notNull(),
  /** 纳税人识别号: the company's 统一社会信用代码 (GB 32100), normalised */
  taxpayerNo: text('taxpayer_no').notNull(),
  /** 注册地址 and 注册电话, printed on a special VAT invoice */
  registeredAddress: text('registered_address').notNull().default(''),
  registeredPhone: text('registered_phone').notNull().default(''),
  /** 开户银行 and 银行账号 */
  bankName: text('bank_name').notNull().default(''),
  bankAccount: text('bank_account').notNull().default(''),
  /** where a paper invoice is posted, and to whom */
  mailAddress: text('mail_address').notNull().default(''),
  recipientName: text('recipient_name').notNull().default(''),
  recipientPhone: text('recipient_phone').notNull().default(''),
  updatedAt: updatedAt(),
});

/**
 * What has been invoiced on each waybill, across all applications. The one row per waybill is the
 * lock an application takes: it is raised by a conditional UPDATE that keeps it within what was
 * paid, and lowered only by a red reversal, so invoiced ≤ paid holds under concurrency.
 */
export const waybillInvoiced = pgTable(
  'waybill_invoiced',
  {
    waybillId: integer('waybill_id').primaryKey(),
    invoicedFen: bigint('invoiced_fen', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('waybill_invoiced_not_negative', sql`${t.invoicedFen} >= 0`)],
);

/** 开票申请: amounts in fen (价税合计), the tax at the kind's rate, the details copied when applied. */
export const invoiceApplications = pgTable(
  'invoice_applications',
  {
    id: serial('id').primaryKey(),
    applyNo: text('apply_no').notNull(),
    applicantUserId: integer('applicant_user_id')
      .notNull()
      .references(() => users.id),
    /** invoice_kind: DIGITAL_SPECIAL 数电专票, DIGITAL_NORMAL 数电普票 */
    kind: text('kind').notNull(),
    /** WAIT (applied), SEND (issued), RED (reversed red) */
    status: text('status').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    taxRateBp: integer('tax_rate_bp').notNull(),
    taxFen: bigint('tax_fen', { mode: 'number' }).notNull(),
    /** the invoice details at the time of applying (a later edit never reaches them) */
    details: jsonb('details').notNull(),
    /** 备注 the shipper asked to be printed on the invoice */
    remark: text('remark').notNull().default(''),
    /**
     * The issued invoice, recorded by operations at WAIT → SEND and never changed after (a trigger of
     * migration 0026 refuses it): its number (数电 20 digits, paper 8) and, for paper, its 12-digit code.
     */
    invoiceNo: text('invoice_no'),
    /** when it was recorded */
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** DIGITAL (数电发票) or PAPER (纸质发票) */
    invoiceMedium: text('invoice_medium'),
    invoiceCode: text('invoice_code'),
    /** 开票日期 printed on the invoice (China day) */
    issuedOn: date('issued_on', { mode: 'string' }),
    /** the invoice's PDF or image (files.uuid), uploaded by the operator who recorded it */
    invoiceFileUuid: text('invoice_file_uuid'),
    /** how a paper invoice was posted */
    courierCompany: text('courier_company'),
    courierNo: text('courier_no'),
    issuedByUserId: integer('issued_by_user_id').references(() => users.id),
    /** why operations refused the application (WAIT → REFUSE) */
    refuseReason: text('refuse_reason'),
    /** 红字确认单 number of a red reversal */
    redConfirmationNo: text('red_confirmation_no'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoice_applications_apply_no').on(t.applyNo),
    index('invoice_applications_applicant').on(t.applicantUserId, t.createdAt),
    // one application per invoice: a number (with its code, for paper) is recorded once
    uniqueIndex('invoice_applications_invoice_no').on(sql`coalesce(${t.invoiceCode}, '')`, t.invoiceNo),
    // the operations queue: WAIT first, newest first
    index('invoice_applications_queue').on(t.status, t.createdAt),
  ],
);

/** One waybill of an application, with the 特定要素 of a 数电 freight invoice (货物运输服务). */
export const invoiceApplicationLines = pgTable(
  'invoice_application_lines',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => invoiceApplications.id),
    waybillId: integer('waybill_id').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    plateNo: text('plate_no').notNull(),
    goodsName: text('goods_name').notNull(),
  },
  (t) => [uniqueIndex('invoice_application_lines_once').on(t.applicationId, t.waybillId), index('invoice_application_lines_waybill').on(t.waybillId)],
);

export const invoiceApplicationHistory = pgTable('invoice_application_history', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id')
    .notNull()
    .references(() => invoiceApplications.id),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  action: text('action').notNull(),
  byUserId: integer('by_user_id')
    .notNull()
    .references(() => users.id),
  at: createdAt(),
});
