// Settlement bills (对账单/结算单) of issue 17: what the payer sends, what the payee answers, and
// the payments recorded against them. Amounts are integer fen.
import { z } from 'zod';

export const BILL_STATUSES = ['WAIT_CONFIRM', 'CONFIRMED', 'DISPUTED', 'PARTIAL', 'PAID', 'CANCELLED'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

export const BILL_STATUS_LABELS: Record<BillStatus, string> = {
  WAIT_CONFIRM: '待确认',
  CONFIRMED: '待付款',
  DISPUTED: '有异议',
  PARTIAL: '部分付款',
  PAID: '已付款',
  CANCELLED: '已作废',
};

/** The spec's settlement types. */
export const SETTLEMENT_TYPES = ['CARRIER', 'INDIVIDUAL_AGENT', 'DRIVER'] as const;
export type SettlementType = (typeof SETTLEMENT_TYPES)[number];
export const SETTLEMENT_TYPE_LABELS: Record<SettlementType, string> = { CARRIER: '承运商', INDIVIDUAL_AGENT: '个人车队长', DRIVER: '司机' };

export const BILL_MESSAGES = {
  noWaybills: '请选择要结算的运单',
  tooMany: '一张结算单最多 200 条运单',
  notSettleable: '所选运单须为本方已签收且审核通过的运单',
  onAnotherBill: '运单已在其他结算单中',
  onePayee: '一张结算单只能结算同一收款方的运单',
  deductionTooLarge: '扣款不能超过该运单运费',
  deductionReason: '请填写扣款原因',
  notFound: '结算单不存在',
  state: '结算单当前状态不能进行此操作',
  disputeReason: '请填写异议原因',
  amount: '付款金额须大于 0 且不超过未付金额',
  bankSerial: '请填写银行流水号',
  paidOn: '请填写付款日期',
  created: '结算单已生成，等待收款方确认',
  confirmed: '已确认结算单',
  disputed: '已提出异议',
  cancelled: '结算单已作废',
  paid: '付款已记录',
} as const;

const id = z.coerce.number().int().positive();

export const billDeductionInput = z.object({
  waybillId: id,
  amountFen: z.coerce.number().int().min(0),
  reason: z.string().trim().max(200).optional(),
});

export const createBillInput = z.object({
  waybillIds: z.array(id, { required_error: BILL_MESSAGES.noWaybills }).min(1, BILL_MESSAGES.noWaybills).max(200, BILL_MESSAGES.tooMany),
  deductions: z.array(billDeductionInput).max(200).default([]),
});
export type CreateBillInput = z.infer<typeof createBillInput>;

export const billIdInput = z.object({ billId: id });

export const disputeBillInput = z.object({
  billId: id,
  reason: z.string({ required_error: BILL_MESSAGES.disputeReason }).trim().min(1, BILL_MESSAGES.disputeReason).max(200),
});

export const offlinePaymentInput = z.object({
  billId: id,
  amountFen: z.coerce.number({ invalid_type_error: BILL_MESSAGES.amount }).int(BILL_MESSAGES.amount).positive(BILL_MESSAGES.amount),
  bankSerial: z.string({ required_error: BILL_MESSAGES.bankSerial }).trim().min(1, BILL_MESSAGES.bankSerial).max(50),
  paidOn: z.string({ required_error: BILL_MESSAGES.paidOn }).regex(/^\d{4}-\d{2}-\d{2}$/, BILL_MESSAGES.paidOn),
  receiptUuid: z.string().uuid().optional(),
  /** the form's one-time key: a repeated submission records nothing */
  idempotencyKey: z.string().min(8).max(64),
});
export type OfflinePaymentInput = z.infer<typeof offlinePaymentInput>;
