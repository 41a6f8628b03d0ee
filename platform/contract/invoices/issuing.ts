// Issuing (operations, /shipper/invoicePlease and /shipper/invoicePleaseDetail): the queue of
// applications across companies, one application with everything an operator checks, and the three
// things operations do to it — record the issued invoice (WAIT → SEND), refuse it (WAIT → REFUSE) or
// reverse the issued invoice red (SEND → RED). Each input is checked field by field here; what needs
// the application (its amounts, its date, the file's owner) the platform checks and names the field.
import { z } from 'zod';
import { idField } from '../ids';
import { pastDay } from '../money/bills';
import { requiredText } from '../orders/fields';
import { pageFields } from '../page';
import { INVOICE_MEDIUMS, INVOICE_STATUSES } from './labels';
import { appliedInvoiceFields } from './listing';
import { INVOICE_MESSAGES as M } from './messages';

/** Digits only, the spaces and dashes people type between groups dropped first. */
export const digitsOf = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value);

/**
 * The invoice number as the invoice prints it: a 数电 invoice's 20 digits, a paper invoice's 8. The
 * form's medium decides which; this field only takes digits of either length, and the platform
 * matches the length to the medium (issueInvoice).
 */
export const invoiceNoField = z.preprocess(
  digitsOf,
  z.string({ required_error: M.invoiceNoFormat, invalid_type_error: M.invoiceNoFormat }).regex(/^(\d{8}|\d{20})$/, M.invoiceNoFormat),
);

/** A paper invoice's 发票代码: 12 digits; a 数电 invoice has none (blank). */
export const invoiceCodeField = z.preprocess(
  digitsOf,
  z
    .string({ invalid_type_error: M.invoiceCodeInvalid })
    .regex(/^(\d{12})?$/, M.invoiceCodeInvalid)
    .optional(),
);

/** 开票日期: a real calendar day, YYYY-MM-DD, not after today in China (not before the application: the platform checks). */
export const issuedOnField = pastDay({ required: M.issuedOnRequired, invalid: M.issuedOnInvalid, future: M.issuedOnFuture });

const fen = (message: string) => z.number({ required_error: message, invalid_type_error: message }).int(message).min(0, message).max(100_000_000_000, message);

export const issueInvoiceInput = z.object({
  id: idField(M.applicationNotFound),
  medium: z.enum(INVOICE_MEDIUMS, { errorMap: () => ({ message: M.mediumInvalid }) }),
  invoiceNo: invoiceNoField,
  invoiceCode: invoiceCodeField,
  issuedOn: issuedOnField,
  /** 价税合计 and 税额 as the invoice prints them (fen): each must equal the application's */
  amountFen: fen(M.amountNotApplied),
  taxFen: fen(M.taxNotApplied),
  /** the invoice's PDF or image, uploaded by the caller (POST /actions/upload/) */
  fileUuid: z.string({ required_error: M.fileRequired, invalid_type_error: M.fileRequired }).uuid(M.fileRequired),
  /** a paper invoice's courier (快递公司, 快递单号); blank for a 数电 invoice */
  courierCompany: z.string({ invalid_type_error: M.courierCompanyRequired }).trim().max(20, M.courierCompanyTooLong).optional(),
  courierNo: z.preprocess(
    digitsOf,
    z
      .string({ invalid_type_error: M.courierNoInvalid })
      .regex(/^([0-9A-Za-z]{6,30})?$/, M.courierNoInvalid)
      .optional(),
  ),
});
export type IssueInvoiceInput = z.infer<typeof issueInvoiceInput>;

export const refuseApplicationInput = z.object({
  id: idField(M.applicationNotFound),
  reason: requiredText(200, M.refuseReasonRequired, M.refuseReasonTooLong),
});
export type RefuseApplicationInput = z.infer<typeof refuseApplicationInput>;

/**
 * The 红字确认单 (红字发票信息确认单) number. domain/money.md names the document but gives no format;
 * the tax bureau's 乐企 interfaces carry it as hzqrdbh of at most 20 characters, and the numbers
 * issued are 20 digits, so this checks exactly 20 digits (spaces and dashes typed between groups
 * dropped first).
 */
export const reverseInvoiceInput = z.object({
  id: idField(M.applicationNotFound),
  redConfirmationNo: z.preprocess(
    digitsOf,
    z
      .string({ required_error: M.redNoRequired, invalid_type_error: M.redNoRequired })
      .min(1, M.redNoRequired)
      .regex(/^\d{20}$/, M.redNoInvalid),
  ),
});
export type ReverseInvoiceInput = z.infer<typeof reverseInvoiceInput>;

/** A list filter's day from the URL: YYYY-MM-DD, or blank for none. */
export const filterDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .optional()
  .or(z.literal('').transform(() => undefined));
/** A list filter's text from the URL, at most `max` characters, blank for none. */
export const filterText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `最多 ${max} 个字符`)
    .optional()
    .transform((v) => v || undefined);

/** The operations queue's filters (the URL's): status, the applicant company's name, the numbers, the days applied. */
/** A list filter's status from the URL, one of `values`, blank for any. */
export const filterStatus = <U extends string, T extends Readonly<[U, ...U[]]>>(values: T, message = '请选择正确的状态') =>
  z
    .enum(values, { errorMap: () => ({ message }) })
    .optional()
    .or(z.literal('').transform(() => undefined));

export const invoiceQueueQuery = z.object({
  status: filterStatus(INVOICE_STATUSES),
  companyName: filterText(50),
  applyNo: filterText(30),
  invoiceNo: filterText(20),
  createdFrom: filterDay,
  createdTo: filterDay,
  ...pageFields(),
});
export type InvoiceQueueQuery = z.infer<typeof invoiceQueueQuery>;

const int = z.number().int();

export const invoiceQueueRow = z.object({
  id: int,
  applyNo: z.string(),
  status: z.enum(INVOICE_STATUSES),
  kind: z.string(),
  companyName: z.string(),
  applicantName: z.string(),
  waybillCount: int,
  amountFen: int,
  taxFen: int,
  invoiceNo: z.string().nullable(),
  createdAt: z.string(),
});
export type InvoiceQueueRow = z.infer<typeof invoiceQueueRow>;

export const invoiceApplicationDetail = invoiceQueueRow.extend({
  taxRateBp: int,
  applicantMobile: z.string(),
  ...appliedInvoiceFields,
  /** the issued invoice, once recorded (never changed after) */
  invoice: z
    .object({
      medium: z.enum(INVOICE_MEDIUMS),
      invoiceCode: z.string().nullable(),
      invoiceNo: z.string(),
      issuedOn: z.string(),
      fileUuid: z.string(),
      fileName: z.string(),
      courierCompany: z.string().nullable(),
      courierNo: z.string().nullable(),
    })
    .nullable(),
  refuseReason: z.string().nullable(),
  redConfirmationNo: z.string().nullable(),
  /** what operations may do now */
  actions: z.array(z.enum(['issue', 'refuse', 'reverse'])),
  history: z.array(z.object({ fromStatus: z.string().nullable(), toStatus: z.string(), action: z.string(), byName: z.string(), createdAt: z.string() })),
});
export type InvoiceApplicationDetail = z.infer<typeof invoiceApplicationDetail>;
