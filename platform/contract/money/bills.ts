// Settlement bills (对账单/结算单) of issue 17: what the payer sends, what the payee answers, and
// the payments recorded against them. Amounts are integer fen.
import { z } from 'zod';
import { idArray, idField } from '../ids';
import { BILL_SIDES, BILL_STATUSES, HELD_BACK_REASONS, PAY_MEANS, SETTLEMENT_TYPES } from './labels';
import { TRANSFER_STATUSES } from './wallet-labels';
import { BILL_MESSAGES } from './messages';
import { payPasswordField } from './wallet';

export {
  AGE_BUCKET_LABELS,
  AGE_BUCKETS,
  BILL_FILTER_KEYS,
  BILL_SIDES,
  BILL_STATUS_LABELS,
  BILL_STATUSES,
  HELD_BACK_LABELS,
  HELD_BACK_REASONS,
  PAY_MEANS,
  SETTLEMENT_TYPE_LABELS,
  SETTLEMENT_TYPES,
  type BillStatus,
  type SettlementType,
} from './labels';
export { BILL_MESSAGES } from './messages';

const id = idField(BILL_MESSAGES.notFound);

/** The most one payment, top-up, withdrawal or deduction may move: 1 亿元 (the bigint column holds far more; a typo should not). */
export const MAX_PAYMENT_FEN = 100_000_000_00;

/**
 * Fen in a JSON body: a whole number as sent. No coercion: "1e2", "0x10", " 5 ", true and [5] were
 * read as 100, 16, 5, 1 and 5 fen (issue 41, payments item 3); the forms send yuan text, which the
 * app turns into fen with the contract's yuanToFen, as the wallet's yuan fields do here.
 */
export const fenAmount = (message: string, min = 1) =>
  z.number({ required_error: message, invalid_type_error: message }).int(message).min(min, message).max(MAX_PAYMENT_FEN, BILL_MESSAGES.amountTooLarge);

/** Today in China (UTC+8, no daylight saving) as YYYY-MM-DD. */
export function chinaToday(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * A real calendar day (2026-02-30 and 0000-00-00 are not), YYYY-MM-DD, not after today in China,
 * with each failure's own message: missing, not a day, in the future.
 */
export const pastDay = (messages: { required: string; invalid: string; future: string }) =>
  z
    .string({ required_error: messages.required, invalid_type_error: messages.invalid })
    .trim()
    .min(1, messages.required)
    .superRefine((text, ctx) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
      const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
      if (!match || !day || Number(match[1]) < 1900 || day.toISOString().slice(0, 10) !== text) {
        ctx.addIssue({ code: 'custom', message: messages.invalid });
      } else if (text > chinaToday()) {
        ctx.addIssue({ code: 'custom', message: messages.future });
      }
    });

/** The day a payment was made. */
export const paymentDay = pastDay({ required: BILL_MESSAGES.paidOn, invalid: BILL_MESSAGES.paidOnInvalid, future: BILL_MESSAGES.paidOnFuture });

export const billDeductionInput = z.object({
  waybillId: idField(BILL_MESSAGES.notSettleable),
  amountFen: fenAmount(BILL_MESSAGES.deductionTooLarge, 0),
  reason: z.string().trim().max(200).optional(),
});

export const createBillInput = z.object({
  waybillIds: z
    .array(idField(BILL_MESSAGES.notSettleable), { required_error: BILL_MESSAGES.noWaybills })
    .min(1, BILL_MESSAGES.noWaybills)
    .max(200, BILL_MESSAGES.tooMany),
  deductions: z.array(billDeductionInput).max(200).default([]),
});
export type CreateBillInput = z.infer<typeof createBillInput>;

export const billIdInput = z.object({ billId: id });

export const disputeBillInput = z.object({
  billId: id,
  reason: z.string({ required_error: BILL_MESSAGES.disputeReason }).trim().min(1, BILL_MESSAGES.disputeReason).max(200),
});

const PAY_MEANS_CODES = PAY_MEANS.map((m) => m.value) as [string, ...string[]];
export const payMeansField = z.enum(PAY_MEANS_CODES, { errorMap: () => ({ message: BILL_MESSAGES.payMeans }) });
export const receiptAccountField = z
  .string({ required_error: BILL_MESSAGES.receiptAccount })
  .trim()
  .min(1, BILL_MESSAGES.receiptAccount)
  .max(64, '收款账号最多 64 个字符');
export const paidTimeField = z.string({ required_error: BILL_MESSAGES.paidTime }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, BILL_MESSAGES.paidTime);

export const offlinePaymentInput = z.object({
  billId: id,
  amountFen: fenAmount(BILL_MESSAGES.amount),
  bankSerial: z.string({ required_error: BILL_MESSAGES.bankSerial }).trim().min(1, BILL_MESSAGES.bankSerial).max(50),
  paidOn: paymentDay,
  /** China time of day the transfer was made: with paidOn, the 资金流水单's DateTime */
  paidTime: paidTimeField,
  payMeans: payMeansField,
  receiptAccount: receiptAccountField,
  /** the 付款回单 image: a file the caller uploaded (POST /actions/upload/image) */
  receiptUuid: z.string().uuid(BILL_MESSAGES.receiptInvalid).optional(),
  /** the form's one-time key: a repeated submission records nothing */
  idempotencyKey: z.string().min(8).max(64),
});
export type OfflinePaymentInput = z.infer<typeof offlinePaymentInput>;

/** 钱包支付: from the payer's wallet to the payee's through the custody bank (its member-to-member transfer). */
export const onlinePaymentInput = z.object({
  billId: id,
  amountFen: fenAmount(BILL_MESSAGES.amount),
  /** the wallet's payment password (支付密码), asked before money leaves it */
  payPassword: payPasswordField,
  /** the form's one-time key: a repeated submission pays once */
  idempotencyKey: z.string().trim().min(8).max(64),
});
export type OnlinePaymentInput = z.infer<typeof onlinePaymentInput>;

/** An online payment as it stands: PAID (recorded on the bill), RETURNED (the money is back), or still with the bank. */
export const onlinePaymentView = z.object({
  id: z.number().int(),
  billId: z.number().int(),
  billNo: z.string(),
  billStatus: z.enum(BILL_STATUSES),
  amountFen: z.number().int(),
  status: z.enum(TRANSFER_STATUSES),
  createdAt: z.string(),
});
export type OnlinePaymentView = z.infer<typeof onlinePaymentView>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');

/** A list's filters (the URL of the bill screens) without its pager. */
export const billFilters = z.object({
  side: z.enum(BILL_SIDES, { errorMap: () => ({ message: '参数 side 不正确' }) }).default('pay'),
  status: z.enum(BILL_STATUSES, { errorMap: () => ({ message: '结算单状态不正确' }) }).optional(),
  billNo: z.string().trim().max(30).optional(),
  /** the other party's name: the payee on the pay side, the payer on the receive side */
  partyName: z.string().trim().max(50).optional(),
  /** created on or after this day, on or before `createdTo` (China time) */
  createdFrom: day.optional(),
  createdTo: day.optional(),
});

export const billQuery = billFilters.extend({
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type BillQuery = z.infer<typeof billQuery>;

/** The export: the ticked bills, else every bill the filters match (at most BILL_EXPORT_MAX). */
export const BILL_EXPORT_MAX = 5000;
export const billExportQuery = billFilters.extend({ ids: idArray().max(500).optional() });
export type BillExportQuery = z.infer<typeof billExportQuery>;

const int = z.number().int();
const iso = z.string();

export const billRow = z.object({
  id: int,
  billNo: z.string(),
  status: z.enum(BILL_STATUSES),
  settlementType: z.enum(SETTLEMENT_TYPES),
  payerName: z.string(),
  payeeName: z.string(),
  waybillCount: int,
  freightFen: int,
  deductionFen: int,
  totalFen: int,
  paidFen: int,
  createdAt: iso,
});
export type BillRow = z.infer<typeof billRow>;

export const billDetail = billRow.extend({
  /** online payments the bank has not answered yet: part of the unpaid amount no other payment may take */
  pendingFen: int,
  disputeReason: z.string().nullable(),
  /** what the caller may do now */
  actions: z.array(z.enum(['confirm', 'dispute', 'cancel', 'pay'])),
  /** for the payer who may pay: whether the payee has an open wallet (a wallet payment needs one; told before the form opens) */
  payeeWalletOpen: z.boolean().optional(),
  lines: z.array(
    z.object({
      waybillId: int,
      waybillNo: z.string(),
      orderId: int,
      orderNo: z.string(),
      freightFen: int,
      deductionFen: int,
      deductionReason: z.string().nullable(),
      signedAt: iso.nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      amountFen: int,
      payType: z.string(),
      bankSerial: z.string().nullable(),
      paidOn: z.string().nullable(),
      /** the 付款回单 image the payer uploaded (its file's uuid): both sides may open it */
      receiptUuid: z.string().nullable(),
      createdAt: iso,
    }),
  ),
  history: z.array(z.object({ fromStatus: z.string().nullable(), toStatus: z.string(), action: z.string(), remark: z.string().nullable(), createdAt: iso })),
});
export type BillDetail = z.infer<typeof billDetail>;

export const settleableRow = z.object({
  id: int,
  waybillNo: z.string(),
  orderNo: z.string(),
  goodsName: z.string(),
  freightFen: int,
  payeeName: z.string(),
  signedAt: iso.nullable(),
  /** load − unload weight (kg; null until both are weighed), and the loss the payer's 合理损耗 (‰ of the load) allows */
  lossKg: int.nullable(),
  lossAllowanceKg: int.nullable(),
});

/** A signed waybill of the payer that the settleable list leaves out, with the reason and the bill that holds it. */
export const heldBackRow = z.object({
  id: int,
  waybillNo: z.string(),
  orderNo: z.string(),
  payeeName: z.string(),
  reason: z.enum(HELD_BACK_REASONS),
  billId: int.nullable(),
  billNo: z.string().nullable(),
});
export type HeldBackRow = z.infer<typeof heldBackRow>;

/**
 * What is owed by party and age (应付账款 on the pay side, 应收账款 on the receive side): the unpaid
 * part of every live bill (not cancelled, not paid), summed per counterparty, aged by the day the
 * bill was made (0–30, 31–60, 61–90, over 90 days): AGE_BUCKETS (labels.ts).
 */
export const agingQuery = z.object({
  side: z.enum(BILL_SIDES, { errorMap: () => ({ message: '参数 side 不正确' }) }).default('pay'),
  partyName: z.string().trim().max(50).optional(),
  /** only bills the payee confirmed (待付款, 部分付款) */
  confirmedOnly: z.enum(['1']).optional(),
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type AgingQuery = z.infer<typeof agingQuery>;

/** The export of 应付 / 应收账款: every counterparty the filters match (at most AGING_EXPORT_MAX). */
export const AGING_EXPORT_MAX = 5000;
export const agingExportQuery = agingQuery.omit({ pageNumber: true, pageSize: true });
export type AgingExportQuery = z.infer<typeof agingExportQuery>;
/** The filters the aging list carries in its URL (and its export back to it). */
export const AGING_FILTER_KEYS = ['partyName', 'confirmedOnly'] as const;

export const agingRow = z.object({
  partyName: z.string(),
  billCount: int,
  unpaidFen: int,
  confirmedFen: int,
  d30: int,
  d60: int,
  d90: int,
  over90: int,
  oldestAt: iso,
});
export type AgingRow = z.infer<typeof agingRow>;
