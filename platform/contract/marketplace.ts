// The marketplace's states and moves as data (issue: the spec names the states, not the moves).
// The platform checks every move against these tables inside the transaction that makes it;
// screens read them to decide which actions to offer.
import { z } from 'zod';
import type { Role } from './user';

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

export function nextState<S extends string, A extends string>(
  table: readonly Transition<S, A>[],
  from: string,
  action: A,
): Transition<S, A> | null {
  return table.find((t) => t.from === from && t.action === action) ?? null;
}

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
  notWaiting: '该订单已处理',
  confirmed: '已确认接单',
  rejected: '已拒绝该抢单，车辆已退回货源',
} as const;

export const grabBody = z.object({
  cargoId: z.coerce.number({ invalid_type_error: GRAB_MESSAGES.notFound }).int(GRAB_MESSAGES.notFound).positive(GRAB_MESSAGES.notFound),
  vehicleCount: z.coerce
    .number({ required_error: GRAB_MESSAGES.vehiclesRequired, invalid_type_error: GRAB_MESSAGES.vehiclesInteger })
    .int(GRAB_MESSAGES.vehiclesInteger)
    .min(1, GRAB_MESSAGES.vehiclesInteger)
    .max(999, GRAB_MESSAGES.vehiclesInteger),
});

export const grabDecisionBody = z.object({
  orderId: z.coerce.number().int().positive(GRAB_MESSAGES.orderNotFound),
  action: z.enum(['confirm', 'reject'], { errorMap: () => ({ message: '未知的操作' }) }),
  reason: z.string().trim().max(200, '原因不能超过200个字').optional(),
});

/** Freight in fen for a weight: unit price (fen per tonne) × kg / 1000, rounded to the fen. */
export function freightFen(unitPriceFen: number, weightKg: number): number {
  return Math.round((unitPriceFen * weightKg) / 1000);
}

/** The share of the cargo's weight that k of its n vehicles carry. */
export function weightShareKg(totalWeightKg: number, vehicleCount: number, k: number): number {
  return Math.round((totalWeightKg * k) / vehicleCount);
}

export const hallQuery = z.object({
  businessType: z.enum(['1', '2', '3']).optional(),
  originCity: z.string().regex(/^\d{4}$/, '城市编码无效').optional(),
  destCity: z.string().regex(/^\d{4}$/, '城市编码无效').optional(),
  keyword: z.string().trim().max(30, '关键字不能超过30个字').optional(),
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type HallQuery = z.infer<typeof hallQuery>;

/** A cargo as the platform shows it to signed-in users (hall and detail). */
export type MarketCargo = {
  id: number;
  sourceNo: string;
  businessType: string;
  status: string;
  goodsName: string;
  goodsType: string;
  quantity: number;
  quantityUnit: string;
  totalWeightKg: number;
  origin: string;
  destination: string;
  vehicleType: string | null;
  vehicleLength: string | null;
  vehicleCount: number;
  vehiclesRemaining: number;
  unitPriceFen: number;
  payType: string;
  chargeMode: string;
  chargeNode: string;
  autoConfirm: boolean;
  loadStart: string | null;
  loadEnd: string | null;
  deadline: string | null;
  remark: string | null;
  publishedAt: string | null;
  /** true when the viewer published it (or their company did) */
  mine: boolean;
};

/** An order a grab created, as the cargo's detail lists it. */
export type GrabOrder = {
  id: number;
  orderNo: string;
  status: string;
  vehicleCount: number;
  weightKg: number;
  totalFen: number;
  carrierName: string;
  createdAt: string;
};
