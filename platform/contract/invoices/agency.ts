// 代开 for individual carriers (/user/ticketManage, issue 45): an individual payee — an individual
// carrier, or a driver paid as one — cannot issue a VAT invoice, so the platform has the tax office
// issue one on their behalf. They accept the 代开 agreement once, then apply on the waybills they
// carried and were paid for (the payee side of paid settlement bills); operations record the issued
// 数电 invoice with its file (APPLYING → ISSUED) or refuse the application (APPLYING → REFUSED).
import { z } from 'zod';
import { idArray, idField } from '../ids';
import { pageFields } from '../page';
import { pastDay } from '../money/bills';
import { requiredText } from '../orders/fields';
import { mobileSchema } from '../validators/schemas';
import { digitsOf, filterDay, filterStatus, filterText, issuedOnField, reverseInvoiceInput } from './issuing';
import { AGENCY_MESSAGES as M, AGENCY_STATUSES, WAYBILL_AGENCY_STATUSES } from './agency-labels';

export * from './agency-labels';

export const agreementView = z.object({
  version: z.string(),
  text: z.string(),
  /** the accepted record, once signed (its own text, which a later version never changes) */
  signed: z
    .object({ version: z.string(), text: z.string(), sha256: z.string(), signerName: z.string(), signedAt: z.string(), ip: z.string().nullable() })
    .nullable(),
});
export type AgreementView = z.infer<typeof agreementView>;

/** The payee's waybills' filters (the URL's): 代开 status, numbers, the days signed. */
export const agencyWaybillFilters = z.object({
  status: filterStatus(WAYBILL_AGENCY_STATUSES, '请选择正确的代开状态'),
  waybillNo: filterText(30),
  billNo: filterText(30),
  signedFrom: filterDay,
  signedTo: filterDay,
});
export const AGENCY_FILTER_KEYS = ['status', 'waybillNo', 'billNo', 'signedFrom', 'signedTo'] as const;
export const agencyWaybillQuery = agencyWaybillFilters.extend(pageFields());
export type AgencyWaybillQuery = z.infer<typeof agencyWaybillQuery>;
export const AGENCY_EXPORT_MAX = 5000;
export const agencyWaybillExportQuery = agencyWaybillFilters.extend({ waybillIds: idArray().max(500).optional() });
export type AgencyWaybillExportQuery = z.infer<typeof agencyWaybillExportQuery>;

const int = z.number().int();

export const agencyWaybillRow = z.object({
  waybillId: int,
  waybillNo: z.string(),
  billNo: z.string(),
  origin: z.string(),
  destination: z.string(),
  plateNo: z.string(),
  goodsName: z.string(),
  signedAt: z.string().nullable(),
  paidFen: int,
  status: z.enum(WAYBILL_AGENCY_STATUSES),
  /** the latest application on the waybill, if any */
  applicationId: int.nullable(),
  applyNo: z.string().nullable(),
  invoiceNo: z.string().nullable(),
});
export type AgencyWaybillRow = z.infer<typeof agencyWaybillRow>;

export const agencyApplyInput = z.object({
  waybillIds: z.array(idField(M.notApplicable), { required_error: M.noWaybills }).min(1, M.noWaybills).max(200, M.tooManyWaybills),
});
export type AgencyApplyInput = z.infer<typeof agencyApplyInput>;

export const agencyAnswer = z.object({ id: int, applyNo: z.string(), status: z.enum(AGENCY_STATUSES), amountFen: int, taxFen: int, taxRateBp: int });

/** 20 digits of a 数电 invoice (spaces and dashes typed between groups dropped). */
const digitalInvoiceNo = z.preprocess(
  digitsOf,
  z.string({ required_error: M.invoiceNoInvalid, invalid_type_error: M.invoiceNoInvalid }).regex(/^\d{20}$/, M.invoiceNoInvalid),
);
const fen = (message: string) => z.number({ required_error: message, invalid_type_error: message }).int(message).min(0, message).max(100_000_000_000, message);

export const agencyIssueInput = z.object({
  id: idField(M.notFound),
  invoiceNo: digitalInvoiceNo,
  issuedOn: issuedOnField,
  amountFen: fen(M.amountNotApplied),
  taxFen: fen(M.taxNotApplied),
  fileUuid: z.string({ required_error: M.fileRequired, invalid_type_error: M.fileRequired }).uuid(M.fileRequired),
});
export type AgencyIssueInput = z.infer<typeof agencyIssueInput>;

export const agencyRefuseInput = z.object({ id: idField(M.notFound), reason: requiredText(200, M.refuseReasonRequired, M.refuseReasonTooLong) });
export type AgencyRefuseInput = z.infer<typeof agencyRefuseInput>;

export const agencyQueueQuery = z.object({
  status: filterStatus(AGENCY_STATUSES),
  driverName: filterText(30),
  applyNo: filterText(30),
  ...pageFields(),
});
export type AgencyQueueQuery = z.infer<typeof agencyQueueQuery>;

export const agencyApplicationRow = z.object({
  id: int,
  applyNo: z.string(),
  status: z.enum(AGENCY_STATUSES),
  driverName: z.string(),
  driverTaxNo: z.string(),
  waybillCount: int,
  amountFen: int,
  taxRateBp: int,
  taxFen: int,
  invoiceNo: z.string().nullable(),
  /** a record operations made per payee and period: its first and last day (null on an application) */
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
  redConfirmationNo: z.string().nullable(),
  createdAt: z.string(),
});
export type AgencyApplicationRow = z.infer<typeof agencyApplicationRow>;

export const agencyApplicationDetail = agencyApplicationRow.extend({
  payeeMobile: z.string(),
  agreementVersion: z.string(),
  issuedOn: z.string().nullable(),
  fileUuid: z.string().nullable(),
  refuseReason: z.string().nullable(),
  lines: z.array(z.object({ waybillId: int, waybillNo: z.string(), amountFen: int, origin: z.string(), destination: z.string(), plateNo: z.string() })),
  history: z.array(z.object({ fromStatus: z.string().nullable(), toStatus: z.string(), action: z.string(), byName: z.string(), createdAt: z.string() })),
  /** what the caller may do now (operations only) */
  actions: z.array(z.enum(['issue', 'refuse', 'reverse'])),
});
export type AgencyApplicationDetail = z.infer<typeof agencyApplicationDetail>;

// ---- per payee and period (operations), and the red reversal -------------------------------------

const periodDay = (required: string, invalid: string) => pastDay({ required, invalid, future: M.periodFuture });
const DAY_MS = 86_400_000;

/** The payee (an individual carrier or driver, by mobile) and the period: its first and last China day, at most 366 days. */
export const agencyPeriodQuery = z
  .object({
    payeeMobile: mobileSchema,
    periodFrom: periodDay(M.periodFromRequired, M.periodFromInvalid),
    periodTo: periodDay(M.periodToRequired, M.periodToInvalid),
  })
  .superRefine((v, ctx) => {
    if (v.periodTo < v.periodFrom) ctx.addIssue({ code: 'custom', path: ['periodTo'], message: M.periodOrder });
    else if (Date.parse(v.periodTo) - Date.parse(v.periodFrom) >= 366 * DAY_MS) ctx.addIssue({ code: 'custom', path: ['periodTo'], message: M.periodTooLong });
  });
export type AgencyPeriodQuery = z.infer<typeof agencyPeriodQuery>;
export const AGENCY_PERIOD_MAX_WAYBILLS = 2000;

/** What a period would cover: the payee, their paid waybills signed in it on no open 代开 record, the sum and its tax. */
export const agencyPeriodPreview = z.object({
  payee: z.object({ userId: int, name: z.string(), mobile: z.string(), agreementSigned: z.boolean() }),
  periodFrom: z.string(),
  periodTo: z.string(),
  waybills: z.array(agencyWaybillRow.omit({ status: true, applicationId: true, applyNo: true, invoiceNo: true })),
  amountFen: int,
  taxRateBp: int,
  taxFen: int,
});
export type AgencyPeriodPreview = z.infer<typeof agencyPeriodPreview>;

/** The tax office's invoice for the payee's period, as operations record it: its amounts must be the period's. */
export const agencyPeriodIssueInput = z
  .object({
    payeeMobile: mobileSchema,
    periodFrom: periodDay(M.periodFromRequired, M.periodFromInvalid),
    periodTo: periodDay(M.periodToRequired, M.periodToInvalid),
    invoiceNo: digitalInvoiceNo,
    issuedOn: issuedOnField,
    amountFen: fen(M.periodAmountMismatch),
    taxFen: fen(M.taxNotApplied),
    fileUuid: z.string({ required_error: M.fileRequired, invalid_type_error: M.fileRequired }).uuid(M.fileRequired),
  })
  .superRefine((v, ctx) => {
    if (v.periodTo < v.periodFrom) ctx.addIssue({ code: 'custom', path: ['periodTo'], message: M.periodOrder });
    else if (Date.parse(v.periodTo) - Date.parse(v.periodFrom) >= 366 * DAY_MS) ctx.addIssue({ code: 'custom', path: ['periodTo'], message: M.periodTooLong });
  });
export type AgencyPeriodIssueInput = z.infer<typeof agencyPeriodIssueInput>;

/** A red reversal of an issued 代开 invoice: the 红字确认单 number (20 digits, as the shippers' invoices). */
export const agencyReverseInput = z.object({ id: idField(M.notFound), redConfirmationNo: reverseInvoiceInput.shape.redConfirmationNo });
export type AgencyReverseInput = z.infer<typeof agencyReverseInput>;

/** The payee's own 代开 records (applications and operations' per-period records), by status and period. */
export const agencyRecordQuery = z.object({
  status: filterStatus(AGENCY_STATUSES),
  /** records whose period (or, for an application, its day) falls on or after / before these days */
  from: filterDay,
  to: filterDay,
  ...pageFields(),
});
export type AgencyRecordQuery = z.infer<typeof agencyRecordQuery>;
