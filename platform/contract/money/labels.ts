// The settlement bills' labels and code lists without zod (issue 15: the bill screens that show them
// do not load the validation library); bills.ts re-exports them with its schemas for the platform.
// The wallets' are in wallet-labels.ts (a bill page loads none of them), the messages in messages.ts
// (only the forms' schemas, loaded later, and the platform need them).

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

/**
 * Why a signed waybill of the payer is not among the settleable ones (issue 42: the list said
 * nothing of what it left out): not yet approved in 派车单审核, approved with a dispute, or already
 * on a live bill that is not paid.
 */
export const HELD_BACK_REASONS = ['unaudited', 'disputed', 'onBill'] as const;
export type HeldBackReason = (typeof HELD_BACK_REASONS)[number];
export const HELD_BACK_LABELS: Record<HeldBackReason, string> = {
  unaudited: '未审核：签收后须在「派车单审核」中审核通过',
  disputed: '审核有异议：处理后重新审核通过即可结算',
  onBill: '已在结算单中',
};

/** The spec's settlement types. */
export const SETTLEMENT_TYPES = ['CARRIER', 'INDIVIDUAL_AGENT', 'DRIVER'] as const;
export type SettlementType = (typeof SETTLEMENT_TYPES)[number];
export const SETTLEMENT_TYPE_LABELS: Record<SettlementType, string> = { CARRIER: '承运商', INDIVIDUAL_AGENT: '个人车队长', DRIVER: '司机' };

/**
 * 付款方式 as the 资金流水单's PaymentMeansCode (Logink code list). Cash is not among them: the
 * monitoring rules do not accept cash for network-freight payments, so it cannot be recorded.
 */
export const PAY_MEANS = [
  { value: '32', label: '银行转账' },
  { value: '31', label: '银行汇票' },
  { value: '3', label: '汇付' },
  { value: '1', label: '信用证' },
  { value: '2', label: '托收' },
  { value: '41', label: '支付宝' },
  { value: '42', label: '微信支付' },
  { value: '4', label: '其他第三方支付' },
  { value: '9', label: '其他电子支付' },
] as const;

/** Which side of the bills the list shows: what the caller pays (应付) or is paid (应收). */
export const BILL_SIDES = ['pay', 'receive'] as const;

export const BILL_FILTER_KEYS = ['status', 'billNo', 'partyName', 'createdFrom', 'createdTo'] as const;

export const AGE_BUCKETS = ['d30', 'd60', 'd90', 'over90'] as const;
export const AGE_BUCKET_LABELS: Record<(typeof AGE_BUCKETS)[number], string> = { d30: '30天内', d60: '31–60天', d90: '61–90天', over90: '90天以上' };
