// The shipper's side of invoices (issue 45): what may be invoiced (/shipper/invoiceManage and
// /shipper/applyInvoice: paid waybills not fully invoiced, and the paid bills they sit on), and the
// company's applications (/shipper/applicationBillingRecords, invoiceLists, invoiceHistory and the
// detail of one). Amount filters are typed in yuan in the URL; the platform compares them in fen.
import { z } from 'zod';
import { idArray, optionalIdField } from '../ids';
import { pageFields } from '../page';
import { INVOICE_KINDS, INVOICE_STATUSES } from './applications';
import { invoiceDetailsView } from './details';
import { INVOICE_MESSAGES as M } from './messages';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');
const text = (max: number) => z.string().trim().max(max).optional();
/** An amount filter in yuan as people type it (up to two decimals). */
const yuanFilter = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, M.amountFilterInvalid)
  .optional();

/** The filters of the invoiceable waybills (invoiceManage), without the pager. */
export const candidateFilters = z.object({
  waybillNo: text(30),
  billNo: text(30),
  /** one paid bill's waybills (整单开票) */
  billId: optionalIdField(M.notInvoiceable),
  /** signed on or after this day, on or before `signedTo` (China time) */
  signedFrom: day.optional(),
  signedTo: day.optional(),
  /** the route: 起运地 and 到达地 (city names, part of a name matches) */
  origin: text(30),
  destination: text(30),
});

export const candidateQuery = candidateFilters.extend({
  /** the waybills the apply screen was given (?waybillId=…): only those */
  waybillIds: idArray(M.notInvoiceable).max(200, M.tooManyWaybills).optional(),
  ...pageFields(20, 200),
});
export type CandidateQuery = z.infer<typeof candidateQuery>;

const int = z.number().int();
const iso = z.string();

/** A paid waybill of the caller with something left to invoice, and its 特定要素. */
export const candidateRow = z.object({
  waybillId: int,
  waybillNo: z.string(),
  orderNo: z.string(),
  billId: int,
  billNo: z.string(),
  /** 起运地, 到达地, plate and goods: the per-trip elements of a 数电 freight invoice */
  origin: z.string(),
  destination: z.string(),
  plateNo: z.string(),
  goodsName: z.string(),
  signedAt: iso.nullable(),
  /** what was paid on the waybill (its bill line, less deductions), what live applications hold, and the rest */
  paidFen: int,
  invoicedFen: int,
  invoiceableFen: int,
});
export type CandidateRow = z.infer<typeof candidateRow>;

/** A paid bill of the caller with waybills left to invoice (整单开票). */
export const candidateBill = z.object({ billId: int, billNo: z.string(), waybillCount: int, invoiceableFen: int });
export type CandidateBill = z.infer<typeof candidateBill>;

export const candidatePage = z.object({
  records: z.array(candidateRow),
  total: int,
  pageNumber: int,
  pageSize: int,
  /** the most recent paid bills with something left to invoice (at most CANDIDATE_BILLS_MAX) */
  bills: z.array(candidateBill),
});
export type CandidatePage = z.infer<typeof candidatePage>;
export const CANDIDATE_BILLS_MAX = 20;

/** Which applications a list shows: all of them (申请记录), the issued invoices (发票列表), or issued and reversed ones (开票历史). */
export const APPLICATION_SCOPES = ['all', 'issued', 'history'] as const;
export type ApplicationScope = (typeof APPLICATION_SCOPES)[number];

export const applicationFilters = z.object({
  scope: z.enum(APPLICATION_SCOPES).default('all'),
  status: z.enum(INVOICE_STATUSES, { errorMap: () => ({ message: '开票状态不正确' }) }).optional(),
  applyNo: text(30),
  invoiceNo: text(20),
  /** applied on or after this day, on or before `createdTo` (China time) */
  createdFrom: day.optional(),
  createdTo: day.optional(),
  /** 价税合计 between two amounts in yuan */
  amountMin: yuanFilter,
  amountMax: yuanFilter,
});
export const APPLICATION_FILTER_KEYS = ['status', 'applyNo', 'invoiceNo', 'createdFrom', 'createdTo', 'amountMin', 'amountMax'] as const;

export const applicationQuery = applicationFilters.extend(pageFields());
export type ApplicationQuery = z.infer<typeof applicationQuery>;

export const APPLICATION_EXPORT_MAX = 5000;
export const applicationExportQuery = applicationFilters.extend({ ids: idArray().max(500).optional() });
export type ApplicationExportQuery = z.infer<typeof applicationExportQuery>;

export const applicationRow = z.object({
  id: int,
  applyNo: z.string(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  /** 发票抬头 of the details the application copied */
  title: z.string(),
  waybillCount: int,
  amountFen: int,
  taxFen: int,
  taxRateBp: int,
  invoiceNo: z.string().nullable(),
  issuedAt: iso.nullable(),
  redConfirmationNo: z.string().nullable(),
  remark: z.string(),
  /** the issued invoice's file (PDF or image) in the file service, once operations upload one */
  fileUuid: z.string().nullable().optional(),
  createdAt: iso,
});
export type ApplicationRow = z.infer<typeof applicationRow>;

/** An application's detail as every side reads it (applicant, operations' issuing queue). */
export const appliedInvoiceFields = {
  /** the invoice details as they were when the application was made (开票信息 snapshot) */
  details: invoiceDetailsView.omit({ updatedAt: true }),
  /** the waybills with the 特定要素 of a 数电 freight invoice (货物运输服务) */
  lines: z.array(
    z.object({
      waybillId: int,
      waybillNo: z.string(),
      amountFen: int,
      origin: z.string(),
      destination: z.string(),
      plateNo: z.string(),
      goodsName: z.string(),
    }),
  ),
};

export const applicationDetail = applicationRow.extend({
  ...appliedInvoiceFields,
  history: z.array(z.object({ fromStatus: z.string().nullable(), toStatus: z.string(), action: z.string(), at: iso })),
});
export type ApplicationDetail = z.infer<typeof applicationDetail>;
