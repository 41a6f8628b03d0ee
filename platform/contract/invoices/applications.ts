// 开票申请 (/shipper/invoiceManage, /shipper/applyInvoice): the shipper applies on paid waybills not
// yet invoiced; what is invoiced on a waybill never exceeds what was paid on it.
import { z } from 'zod';
import { idField } from '../ids';
import { INVOICE_STATUSES } from './labels';
import { INVOICE_MESSAGES as M } from './messages';

/** invoice_kind: the 数电 invoices the platform issues for transport. */
export const INVOICE_KINDS = ['DIGITAL_SPECIAL', 'DIGITAL_NORMAL'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** The VAT rate of each kind in basis points (9 % for 交通运输服务), the configuration the applications use. */
export const INVOICE_TAX_RATES_BP: Record<InvoiceKind, number> = { DIGITAL_SPECIAL: 900, DIGITAL_NORMAL: 900 };

export { INVOICE_STATUSES, type InvoiceStatus } from './labels';

/** The largest amount one application may carry (fen): far above any real one, well inside 2^53 after the tax's products. */
export const MAX_APPLICATION_FEN = 100_000_000_000;

/**
 * The tax inside a tax-inclusive amount (价税合计): amount × rate / (1 + rate), rounded half up to
 * the fen, once per application (not per line), in integers: ⌊(2·a·bp + (10000 + bp)) / (2·(10000 + bp))⌋.
 */
export function taxOf(amountFen: number, rateBp: number): number {
  const base = 10_000 + rateBp;
  return Math.floor((2 * amountFen * rateBp + base) / (2 * base));
}

export const applyInvoiceInput = z.object({
  waybillIds: z.array(idField(M.notInvoiceable), { required_error: M.noWaybills }).min(1, M.noWaybills).max(200, M.tooManyWaybills),
  kind: z.enum(INVOICE_KINDS, { errorMap: () => ({ message: M.kindInvalid }) }),
  /** what the screen showed (价税合计, fen): the platform refuses when the waybills now add up to another amount */
  amountFen: z
    .number({ required_error: M.amountMismatch, invalid_type_error: M.amountMismatch })
    .int(M.amountMismatch)
    .min(1, M.amountMismatch)
    .max(MAX_APPLICATION_FEN, M.amountMismatch),
  /** 备注 printed on the invoice (optional) */
  remark: z.string({ invalid_type_error: M.remarkTooLong }).trim().max(200, M.remarkTooLong).optional(),
});
export type ApplyInvoiceInput = z.infer<typeof applyInvoiceInput>;

export const applicationAnswer = z.object({
  id: z.number().int(),
  applyNo: z.string(),
  status: z.enum(INVOICE_STATUSES),
  amountFen: z.number().int(),
  taxFen: z.number().int(),
  taxRateBp: z.number().int(),
});
