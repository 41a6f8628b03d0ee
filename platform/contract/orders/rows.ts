// What the orders endpoints answer: the rows of the order, waybill, exception and evaluation
// lists and the two detail pages, as zod schemas (the route tables' responses) with their types.
import { z } from 'zod';
import { cargoPlaces, waybillSettlement } from './places';
import type { OrderAction, OrderActor, WaybillAction } from './schemas';

export type { Page } from '../page';

const ORDER_ACTORS = ['shipper', 'carrier', 'driver', 'system', 'agent'] as const satisfies readonly OrderActor[];
const ORDER_ACTIONS = [
  'accept',
  'refuse',
  'appoint',
  'confirmAppoint',
  'declineAppoint',
  'schedule',
  'dispatch',
  'load',
  'unschedule',
  'sign',
  'confirmReceipt',
  'cancel',
] as const satisfies readonly OrderAction[];
const WAYBILL_ACTIONS = ['start', 'load', 'unload', 'sign', 'refuse', 'invalid'] as const satisfies readonly WaybillAction[];

export const orderActor = z.enum(ORDER_ACTORS);
export const orderAction = z.enum(ORDER_ACTIONS);
export const waybillAction = z.enum(WAYBILL_ACTIONS);

export const orderRow = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  source: z.string(),
  status: z.string(),
  goodsName: z.string(),
  origin: z.string(),
  destination: z.string(),
  shipperName: z.string(),
  carrierName: z.string(),
  /** normal | preferred | control (orders/kinds.ts) */
  releaseKind: z.string(),
  vehicleCount: z.number().int(),
  weightKg: z.number().int(),
  dispatchedKg: z.number().int(),
  unitPriceFen: z.number().int(),
  totalFen: z.number().int(),
  chargeNode: z.string(),
  createdAt: z.string(),
  /** sales | purchase (orders/direction.ts) */
  direction: z.string(),
});
export type OrderRow = z.infer<typeof orderRow>;

export const historyEntry = z.object({
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  action: z.string(),
  actorName: z.string(),
  weightKg: z.number().int().nullable(),
  fileUuid: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const waybillRow = z.object({
  id: z.number().int(),
  waybillNo: z.string(),
  /** 0 (with an empty orderNo) for a waybill the caller only receives */
  orderId: z.number().int(),
  orderNo: z.string(),
  status: z.string(),
  goodsName: z.string(),
  origin: z.string(),
  destination: z.string(),
  plateNo: z.string(),
  driverName: z.string(),
  driverMobile: z.string(),
  plannedWeightKg: z.number().int(),
  loadWeightKg: z.number().int().nullable(),
  unloadWeightKg: z.number().int().nullable(),
  freightFen: z.number().int().nullable(),
  auditStatus: z.string(),
  createdAt: z.string(),
  /** the order's payment state (pay_status dictionary) */
  payStatus: z.string(),
  /** sales | purchase (orders/direction.ts) */
  direction: z.string().optional(),
  /** the caller only receives the goods (another shipper's cargo naming its company): no prices, no order, no actions */
  received: z.boolean().optional(),
  /** the direction lists: the other end of the row (收货单位 of a delivery, 发货单位 of a receipt) */
  counterpart: z.string().optional(),
  /** issue 43, the list page only: 逾期 (past its loading or unloading window) and 异常 (an open exception) */
  late: z.boolean().optional(),
  abnormal: z.boolean().optional(),
  /** the live settlement bill the waybill is on (shipper's and carrier's; null for a driver, a receiver, or none) */
  settlement: z
    .object({ billId: z.number().int(), billNo: z.string(), billStatus: z.string(), side: z.enum(['pay', 'receive']).optional() })
    .nullable()
    .optional(),
});
export type WaybillRow = z.infer<typeof waybillRow>;

export const orderDetailOrder = orderRow.extend({
  /** null for a caller who only drives one of its waybills: the order's freight is the shipper's and the carrier's */
  totalFen: z.number().int().nullable(),
  cancelReason: z.string().nullable(),
  payStatus: z.string(),
  remainderKg: z.number().int(),
  /** multi when the cargo has several load or unload points (多装多卸) */
  stopMode: z.enum(['single', 'multi']).optional(),
  /** 收货单位 (orders/direction) */
  consigneeName: z.string().nullable().optional(),
  /** what was paid on its waybills by the settlement records (orders/paid.ts); null while nothing is paid or not the caller's to see */
  paidFen: z.number().int().nullable().optional(),
});

export const orderDetail = z.object({
  order: orderDetailOrder,
  /** the caller's parts in this order */
  actors: z.array(orderActor),
  actions: z.array(orderAction),
  waybills: z.array(waybillRow),
  history: z.array(historyEntry),
  evaluation: z.object({ score: z.number().int(), comment: z.string().nullable(), createdAt: z.string() }).nullable(),
  /** addresses, contacts, windows and remark of the cargo (places.ts); null for a caller who only receives the goods */
  places: cargoPlaces.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const abnormalRow = z.object({
  id: z.number().int(),
  waybillId: z.number().int(),
  waybillNo: z.string(),
  orderNo: z.string(),
  abnormalType: z.string(),
  description: z.string(),
  photoUuids: z.array(z.string()),
  reporterName: z.string(),
  status: z.string(),
  handleNote: z.string().nullable(),
  handlerName: z.string().nullable(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
  canHandle: z.boolean(),
});
export type AbnormalRow = z.infer<typeof abnormalRow>;

export const waybillDetail = z.object({
  waybill: waybillRow.extend({
    chargeNode: z.string(),
    unitPriceFen: z.number().int(),
    lossKg: z.number().int().nullable(),
    loadSlipUuid: z.string().nullable(),
    unloadSlipUuid: z.string().nullable(),
    consigneeName: z.string(),
    consigneePhone: z.string(),
    vehicleType: z.string(),
    shipperName: z.string(),
    carrierName: z.string(),
    /** multi: the waybill goes along stops, recorded on /user/multiLoadOrderDetail */
    stopMode: z.enum(['single', 'multi']).optional(),
    /** the bill it is settled on, due and paid (orders/paid.ts); null when on none or not the caller's to see */
    billing: waybillSettlement.nullable().optional(),
  }),
  actors: z.array(orderActor),
  actions: z.array(waybillAction),
  history: z.array(historyEntry),
  abnormals: z.array(abnormalRow),
  /** addresses, contacts, windows and remark of the cargo (places.ts); null for a caller who only receives the goods */
  places: cargoPlaces.nullable(),
});
export type WaybillDetail = z.infer<typeof waybillDetail>;

export const dispatchOption = z.object({ id: z.number().int(), label: z.string(), problem: z.string().nullable() });
export type DispatchOption = z.infer<typeof dispatchOption>;

export const evaluationRow = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  carrierName: z.string(),
  goodsName: z.string(),
  route: z.string(),
  score: z.number().int().nullable(),
  comment: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type EvaluationRow = z.infer<typeof evaluationRow>;

export const carrierRating = z.object({
  companyId: z.number().int(),
  average: z.number().nullable(),
  count: z.number().int(),
  recent: z.array(z.object({ score: z.number().int(), comment: z.string().nullable(), createdAt: z.string() })),
});
export type CarrierRating = z.infer<typeof carrierRating>;
