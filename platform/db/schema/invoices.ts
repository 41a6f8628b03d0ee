// Invoices (platform/modules/invoices, issue 45): the invoice details (开票信息) a company keeps for
// the invoices it asks for. An application copies them when it is made, so a later edit here never
// changes what was submitted.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/** A history row of an application's move: from and to which state, by which action and whom, when. */
const applicationHistoryColumns = (application: () => AnyPgColumn) => ({
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(application),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  action: text('action').notNull(),
  byUserId: integer('by_user_id')
    .notNull()
    .references(() => users.id),
  at: createdAt(),
});

export const invoiceApplicationHistory = pgTable(
  'invoice_application_history',
  applicationHistoryColumns(() => invoiceApplications.id),
);

// ---- 代开 (issue 45): invoices the tax office issues on an individual carrier's behalf ------------

/**
 * The 代开 agreement an individual payee (an individual carrier or a driver paid as one) accepts once
 * before the platform applies for invoices on their behalf: the exact text accepted, its version and
 * SHA-256, when and from where. One row per user (the primary key): accepting twice is refused.
 */
export const agencyAgreements = pgTable('agency_agreements', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  version: text('version').notNull(),
  body: text('body').notNull(),
  bodySha256: text('body_sha256').notNull(),
  /** the signer as the agreement names them (real name and ID number at the time) */
  signerName: text('signer_name').notNull(),
  signerIdNo: text('signer_id_no').notNull(),
  ip: text('ip'),
  signedAt: createdAt(),
});

/**
 * 代开申请: an individual payee asks the platform to have the tax office issue an invoice for the
 * freight paid to them on some waybills, at the collection rate (AGENCY_COLLECTION_RATE_BP).
 * APPLYING (代开中) → ISSUED (已代开) | REFUSED (已驳回, its waybills free again); ISSUED → RED (已红冲,
 * its waybills free again). Operations also record the tax office's invoice for a payee's waybills of
 * a period directly as ISSUED (period_from/period_to).
 */
export const agencyApplications = pgTable(
  'agency_applications',
  {
    id: serial('id').primaryKey(),
    applyNo: text('apply_no').notNull(),
    payeeUserId: integer('payee_user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    taxRateBp: integer('tax_rate_bp').notNull(),
    taxFen: bigint('tax_fen', { mode: 'number' }).notNull(),
    /** disparDriverName / disparDriverTaxNo: whom the invoice is issued for (the payee's real name and ID number) */
    driverName: text('driver_name').notNull(),
    driverTaxNo: text('driver_tax_no').notNull(),
    agreementVersion: text('agreement_version').notNull(),
    /** the issued 数电 invoice (20 digits), its date and file, recorded by operations at APPLYING → ISSUED */
    invoiceNo: text('invoice_no'),
    issuedOn: date('issued_on', { mode: 'string' }),
    invoiceFileUuid: text('invoice_file_uuid'),
    issuedByUserId: integer('issued_by_user_id').references(() => users.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    refuseReason: text('refuse_reason'),
    /**
     * A record operations made for the payee's waybills signed in a period (per driver and period):
     * its first and last China day; null on an application the payee made.
     */
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }),
    /** the 红字确认单 number of a red reversal (ISSUED → RED), when and by whom */
    redConfirmationNo: text('red_confirmation_no'),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reversedByUserId: integer('reversed_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agency_applications_apply_no').on(t.applyNo),
    uniqueIndex('agency_applications_red_no').on(t.redConfirmationNo),
    uniqueIndex('agency_applications_invoice_no').on(t.invoiceNo),
    index('agency_applications_payee').on(t.payeeUserId, t.createdAt),
    index('agency_applications_queue').on(t.status, t.createdAt),
  ],
);

/** One waybill of a 代开 application; `open` until the application is refused: a waybill is on at most one open line. */
export const agencyApplicationLines = pgTable(
  'agency_application_lines',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => agencyApplications.id),
    waybillId: integer('waybill_id').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    open: boolean('open').notNull().default(true),
  },
  (t) => [
    index('agency_application_lines_application').on(t.applicationId),
    index('agency_application_lines_waybill').on(t.waybillId, t.id),
    uniqueIndex('agency_application_lines_open_waybill')
      .on(t.waybillId)
      .where(sql`${t.open}`),
  ],
);

export const agencyApplicationHistory = pgTable(
  'agency_application_history',
  applicationHistoryColumns(() => agencyApplications.id),
);
