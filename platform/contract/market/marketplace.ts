// The marketplace's states and moves as data (issue: the spec names the states, not the moves).
// The platform checks every move against these tables inside the transaction that makes it;
// screens read them to decide which actions to offer.
import { z } from 'zod';
import { wholeNumberBody, wholeNumberField } from '../whole-numbers';
import { idOf } from '../ids';
import type { Role } from '../auth/user';

export type CargoStatus = 'draft' | 'published' | 'closed' | 'done';
export type GrabOrderStatus = 'WAITACCEPT' | 'ACCEPT' | 'REFUSE';

/** Who takes cargo from the hall: the capacity side. Shippers publish, they do not grab. */
export const GRABBING_ROLES: readonly Role[] = ['carrier', 'agent', 'individual_agent', 'driver'];

export type Transition<S extends string, A extends string> = {
  from: S;
  action: A;
  /** 'owner' = the shipper who published the cargo; 'taker' = the carrier side of the order */
  by: 'owner' | 'taker';
  to: S;
  label: string;
};

export const CARGO_TRANSITIONS: readonly Transition<CargoStatus, 'publish' | 'close' | 'sellOut' | 'reopen'>[] = [
  { from: 'draft', action: 'publish', by: 'owner', to: 'published', label: '发布' },
  { from: 'published', action: 'close', by: 'owner', to: 'closed', label: '关闭货源' },
  // The last vehicle taken (by the platform, inside the grab) and vehicles handed back.
  { from: 'published', action: 'sellOut', by: 'taker', to: 'done', label: '已抢完' },
  { from: 'done', action: 'reopen', by: 'owner', to: 'published', label: '退回车辆' },
];

/** What happens to an order that a grab created (order source 1). */
export const GRAB_ORDER_TRANSITIONS: readonly Transition<GrabOrderStatus, 'confirm' | 'reject'>[] = [
  { from: 'WAITACCEPT', action: 'confirm', by: 'owner', to: 'ACCEPT', label: '确认' },
  { from: 'WAITACCEPT', action: 'reject', by: 'owner', to: 'REFUSE', label: '拒绝' },
];

export function nextState<S extends string, A extends string>(table: readonly Transition<S, A>[], from: string, action: A): Transition<S, A> | null {
  return table.find((t) => t.from === from && t.action === action) ?? null;
}

/**
 * A load paid online (线上支付) is paid from the shipper's wallet into the carrier's, so only a party
 * with an opened wallet may take it (issue 42: the shipper learnt only at payment that the payee had
 * none). The messages name what to do and where: the wallet screen opens the wallet.
 */
export const WALLET_SCREEN_PATH = '/my-center/electronicPurse';
export const WALLET_REQUIRED_MESSAGES = {
  grab: '该货源为线上支付，须先开通钱包才能抢单：请到「电子钱包」开通钱包',
  quote: '该货源为线上支付，须先开通钱包才能报价：请到「电子钱包」开通钱包',
  /** to the shipper confirming a grab or awarding a quote of a party without one */
  taker: '该承运方尚未开通钱包，不能承接线上支付的货源：请拒绝（或另选报价），或待其开通钱包后再确认',
} as const;

export const GRAB_MESSAGES = {
  notFound: '货源不存在',
  notOpen: '该货源已关闭或已抢完',
  expired: '该货源已过截止时间',
  ownCargo: '不能承接自己发布的货源',
  notGrabType: '该货源不支持抢单',
  notCapacity: '仅承运商、经纪人或司机可以抢单',
  notEnough: (left: number) => `剩余车辆不足，当前仅剩${left}车`,
  vehiclesRequired: '请输入车辆数',
  vehiclesInteger: '车辆数须为正整数',
  success: '抢单成功',
  orderNotFound: '订单不存在',
  /** the grab was decided meanwhile (another tab, another user of the company): say what it is now */
  notWaiting: (now: string) => `该订单已处理（当前状态：${now}），无需再确认或拒绝`,
  confirmed: '已确认接单',
  rejected: '已拒绝该抢单，车辆已退回货源',
} as const;

export const grabBody = z.object({
  cargoId: idOf(GRAB_MESSAGES.notFound),
  vehicleCount: wholeNumberField(999, GRAB_MESSAGES.vehiclesRequired, GRAB_MESSAGES.vehiclesInteger),
});

export const grabDecisionBody = z.object({
  orderId: idOf(GRAB_MESSAGES.orderNotFound),
  action: z.enum(['confirm', 'reject'], { errorMap: () => ({ message: '未知的操作' }) }),
  reason: z.string().trim().max(200, '原因不能超过200个字').optional(),
});

export { freightFen } from './freight';

/** The share of the cargo's weight that k of its n vehicles carry. */
export function weightShareKg(totalWeightKg: number, vehicleCount: number, k: number): number {
  return Math.round((totalWeightKg * k) / vehicleCount);
}

// ---------------------------------------------------------------------------------------------
// Bidding (竞价): bid cargo (business type 3). bid_status: 0 new, 1 published, 2 opened,
// 3 failed, 4 done. Quotes (bidding_status): 0 quoted, 1 won, 2 lost, 3 withdrawn.

export type BidStatus = '0' | '1' | '2' | '3' | '4';
export type QuoteStatus = '0' | '1' | '2' | '3';

export const BID_TRANSITIONS: readonly Transition<BidStatus, 'publish' | 'open' | 'award' | 'fail'>[] = [
  { from: '0', action: 'publish', by: 'owner', to: '1', label: '发布竞价' },
  // Quotes stay sealed until the deadline; then the shipper opens them.
  { from: '1', action: 'open', by: 'owner', to: '2', label: '开标' },
  { from: '2', action: 'award', by: 'owner', to: '4', label: '定标' },
  // No quotes at opening, or no award within BID_AWARD_DAYS of the deadline.
  { from: '1', action: 'fail', by: 'owner', to: '3', label: '流标' },
  { from: '2', action: 'fail', by: 'owner', to: '3', label: '流标' },
];

export const QUOTE_TRANSITIONS: readonly Transition<QuoteStatus, 'change' | 'withdraw' | 'requote' | 'win' | 'lose'>[] = [
  { from: '0', action: 'change', by: 'taker', to: '0', label: '修改报价' },
  { from: '0', action: 'withdraw', by: 'taker', to: '3', label: '撤回报价' },
  { from: '3', action: 'requote', by: 'taker', to: '0', label: '重新报价' },
  { from: '0', action: 'win', by: 'owner', to: '1', label: '中标' },
  { from: '0', action: 'lose', by: 'owner', to: '2', label: '未中标' },
];

/** Days after the deadline within which the shipper awards; then the bid fails. */
export const BID_AWARD_DAYS = 7;

export const BID_MESSAGES = {
  notFound: '货源不存在',
  notBid: '该货源不是竞价货源',
  notOpenForQuotes: '该竞价已截止或已结束，不能报价',
  ownCargo: '不能对自己发布的货源报价',
  notCapacity: '仅承运商或经纪人可以报价',
  priceRequired: '请输入报价单价',
  priceInvalid: '报价单价须为大于0的金额，最多两位小数',
  vehiclesRequired: '请输入车辆数',
  vehiclesInvalid: '车辆数须为正整数',
  tooManyVehicles: (n: number) => `车辆数不能超过货源所需的${n}车`,
  remarkTooLong: '备注不能超过200个字',
  quoted: '报价成功',
  changed: '报价已修改',
  noQuote: '您尚未报价',
  withdrawn: '报价已撤回',
  notYetDue: '竞价尚未截止，报价保密，截止后才能开标',
  closedEarly: '货主提前截止报价',
  notPublished: '该竞价不在可开标状态',
  opened: '已开标',
  openedNoQuotes: '截止时没有报价，竞价已流标',
  notOpened: '请先开标再定标',
  awardNone: '请至少选择一个报价',
  awardTooMany: (n: number) => `中标车辆合计不能超过货源所需的${n}车`,
  awardUnknown: '所选报价无效',
  awarded: '定标成功，已生成订单',
  tooLate: `截止后${BID_AWARD_DAYS}天内未定标，竞价已流标`,
} as const;

/** Yuan as typed ('215', '215.5', '215.50') → fen; the contract of every money field. */
const yuanField = (required: string, invalid: string) =>
  z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{1,7}(\.\d{1,2})?$/, invalid)
    .transform((v) => Math.round(Number(v) * 100))
    .refine((fen) => fen > 0, invalid);

export const quoteForm = z.object({
  cargoId: idOf(BID_MESSAGES.notFound),
  unitPrice: yuanField(BID_MESSAGES.priceRequired, BID_MESSAGES.priceInvalid),
  vehicleCount: wholeNumberField(999, BID_MESSAGES.vehiclesRequired, BID_MESSAGES.vehiclesInvalid),
  remark: z.string().trim().max(200, BID_MESSAGES.remarkTooLong).optional(),
});

/** The platform's body: the price already in fen. */
export const quoteBody = z.object({
  cargoId: idOf(BID_MESSAGES.notFound),
  unitPriceFen: wholeNumberBody(999_999_999, BID_MESSAGES.priceRequired, BID_MESSAGES.priceInvalid),
  vehicleCount: wholeNumberBody(999, BID_MESSAGES.vehiclesRequired, BID_MESSAGES.vehiclesInvalid),
  remark: z.string().trim().max(200, BID_MESSAGES.remarkTooLong).optional(),
});

export const bidCargoBody = z.object({ cargoId: idOf(BID_MESSAGES.notFound) });

/** Opening; `early` ends quoting now (the shipper's choice, written to the bid history) and opens. */
export const openBidBody = bidCargoBody.extend({ early: z.preprocess((v) => v === true || v === 'true' || v === 'on', z.boolean()).optional() });

export const awardBody = z.object({
  cargoId: idOf(BID_MESSAGES.notFound),
  quoteIds: z.array(idOf(BID_MESSAGES.awardUnknown)).min(1, BID_MESSAGES.awardNone).max(200),
});
