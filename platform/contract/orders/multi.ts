// Multi load/unload orders (多装多卸) and carriers' routes (常跑路线), issue #8.
// An order is multi-stop when its cargo has more than one load or unload point (cargo_points);
// the order's stops ARE those points. A waybill dispatched along them records, per stop it visits,
// the planned weight and — as the driver goes — the weight loaded or unloaded there. The waybill's
// own state follows its stops by the table below (data, like the other transitions).
import { z } from 'zod';
import { wholeNumberBody } from '../whole-numbers';
import { idField, optionalIdField } from '../ids';
import { VALUE_RULES, optionalValue } from '../validators';
import { pageFields } from '../page';
import { orderDetail, waybillRow } from './rows';
import { MAX_ROUTE_STOPS } from './route-limits';
import { ORDER_MESSAGES, slipUuidField, tonnesField, type WaybillStatus } from './schemas';

export { MAX_ROUTE_STOPS };

export type StopKind = 'load' | 'unload';
export type StopMode = 'single' | 'multi';

/** Several load or several unload points make a multi load/unload order. */
export function stopModeOf(points: readonly { kind: string }[]): StopMode {
  const loads = points.filter((p) => p.kind === 'load').length;
  const unloads = points.filter((p) => p.kind === 'unload').length;
  return loads > 1 || unloads > 1 ? 'multi' : 'single';
}

/**
 * What recording a stop does to its waybill. Stops are recorded strictly in route order (all
 * load stops first). `position`: first = the first stop of its kind on the waybill, last = the last
 * one, middle = any other (a waybill with one stop of a kind: that stop is both first and last —
 * the load rule reads `first`, the unload rule reads `last`).
 * - the first load stop takes the waybill START → LOAD (the order follows: first load → TRANSPORT);
 * - later load stops and all but the last unload stop keep it in LOAD (recorded in its history);
 * - the last unload stop takes it LOAD → UNLOAD, ready for the consignee to sign.
 */
export type StopMove = {
  kind: StopKind;
  position: 'first' | 'later' | 'notLast' | 'last';
  from: WaybillStatus;
  to: WaybillStatus;
  action: 'load' | 'unload' | 'stopLoad' | 'stopUnload';
  label: string;
};

export const STOP_MOVES: readonly StopMove[] = [
  { kind: 'load', position: 'first', from: 'START', to: 'LOAD', action: 'load', label: '首站装货' },
  { kind: 'load', position: 'later', from: 'LOAD', to: 'LOAD', action: 'stopLoad', label: '续装' },
  { kind: 'unload', position: 'notLast', from: 'LOAD', to: 'LOAD', action: 'stopUnload', label: '中途卸货' },
  { kind: 'unload', position: 'last', from: 'LOAD', to: 'UNLOAD', action: 'unload', label: '末站卸货' },
];

export type StopState = { id: number; seq: number; kind: string; done: boolean };

/**
 * The move that recording `stopId` makes, or why it cannot be recorded now: the stop must be the
 * waybill's next undone stop, and the waybill must be in the state the move leaves.
 */
export function stopMoveFor(stops: readonly StopState[], stopId: number, status: string): { move: StopMove } | { refusal: string } {
  const ordered = [...stops].sort((a, b) => a.seq - b.seq);
  const stop = ordered.find((s) => s.id === stopId);
  if (!stop) return { refusal: MULTI_MESSAGES.stopNotFound };
  if (stop.done) return { refusal: MULTI_MESSAGES.stopDone };
  const next = ordered.find((s) => !s.done);
  if (next?.id !== stop.id) return { refusal: MULTI_MESSAGES.stopOutOfOrder };
  const sameKind = ordered.filter((s) => s.kind === stop.kind);
  const position = stop.kind === 'load' ? (sameKind[0].id === stop.id ? 'first' : 'later') : sameKind[sameKind.length - 1].id === stop.id ? 'last' : 'notLast';
  const move = STOP_MOVES.find((m) => m.kind === stop.kind && m.position === position)!;
  if (move.from !== status) return { refusal: status === 'CREATED' ? MULTI_MESSAGES.notStarted : ORDER_MESSAGES.notAllowed };
  return { move };
}

export const MULTI_MESSAGES = {
  notMulti: '该订单不是多装多卸订单',
  stopsRequired: '请填写各站计划重量',
  stopUnknown: '站点不属于该订单',
  stopDuplicate: '站点重复',
  needLoadAndUnload: '至少需要一个装货站和一个卸货站的计划重量',
  unbalanced: (load: string, unload: string) => `装货计划合计${load}吨与卸货计划合计${unload}吨不一致`,
  stopNotFound: '站点不存在',
  stopDone: '该站点已登记',
  stopOutOfOrder: '请按站点顺序登记，先完成前面的站点',
  notStarted: '请先发车，再登记装货',
  useStops: '多装多卸派车单请在订单详情中逐站登记装卸货',
  stopRecorded: '站点已登记',
  routeNotFound: '路线不存在',
  routeNameRequired: '请填写路线名称',
  routeNameLong: '路线名称不能超过30个字',
  routeStopsMin: '路线至少需要一个装货站和一个卸货站',
  routeStopsMax: `路线最多${MAX_ROUTE_STOPS}个站点`,
  routeOrder: '装货站须排在卸货站之前',
  kindRequired: '请选择站点类型',
  province: '请选择省份',
  city: '请选择城市',
  cityMismatch: '城市与省份不符',
  addressRequired: '请填写详细地址',
  addressLong: '详细地址不能超过100个字',
  contactLong: '联系人不能超过20个字',
  phone: '请输入正确的手机号',
  remarkLong: '备注不能超过200个字',
  saved: '路线已保存',
  deleted: '路线已删除',
} as const;

const optionalId = optionalIdField;

/** Tonnes that may be empty or 0 (a stop this waybill does not visit) → kilograms. */
const optionalTonnes = z
  .string()
  .trim()
  .optional()
  .transform((v) => v ?? '')
  .refine((v) => v === '' || /^\d{1,4}(\.\d{1,3})?$/.test(v), ORDER_MESSAGES.quantityInvalid)
  .transform((v) => (v === '' ? 0 : Math.round(Number(v) * 1000)));

/** The multi-stop dispatch form: vehicle, driver and the planned tonnes at each of the order's stops. */
export const multiDispatchForm = z.object({
  orderId: idField(ORDER_MESSAGES.orderNotFound),
  vehicleId: idField(ORDER_MESSAGES.vehicleRequired),
  driverId: idField(ORDER_MESSAGES.driverRequired),
  stops: z
    .array(z.object({ pointId: idField(MULTI_MESSAGES.stopUnknown), weight: optionalTonnes }), { required_error: MULTI_MESSAGES.stopsRequired })
    .min(2, MULTI_MESSAGES.stopsRequired)
    .max(MAX_ROUTE_STOPS),
});

/** The platform's body: every stop the waybill visits with its planned kilograms (> 0). */
export const multiDispatchBody = z.object({
  orderId: idField(ORDER_MESSAGES.orderNotFound),
  vehicleId: idField(ORDER_MESSAGES.vehicleRequired),
  driverId: idField(ORDER_MESSAGES.driverRequired),
  stops: z
    .array(
      z.object({
        pointId: idField(MULTI_MESSAGES.stopUnknown),
        plannedKg: z.number().int(ORDER_MESSAGES.quantityInvalid).min(1, ORDER_MESSAGES.quantityInvalid).max(9_999_999, ORDER_MESSAGES.quantityInvalid),
      }),
      { required_error: MULTI_MESSAGES.stopsRequired },
    )
    .min(2, MULTI_MESSAGES.needLoadAndUnload)
    .max(MAX_ROUTE_STOPS),
});
export type MultiDispatchBody = z.infer<typeof multiDispatchBody>;

/** Planned kilograms by kind; the waybill carries the loaded total, which must all come off again. */
export function planTotals(stops: readonly { kind: string; plannedKg: number }[]): { loadKg: number; unloadKg: number } {
  return {
    loadKg: stops.filter((s) => s.kind === 'load').reduce((n, s) => n + s.plannedKg, 0),
    unloadKg: stops.filter((s) => s.kind === 'unload').reduce((n, s) => n + s.plannedKg, 0),
  };
}

export const stopDoneBody = z.object({
  waybillId: idField(ORDER_MESSAGES.waybillNotFound),
  stopId: idField(MULTI_MESSAGES.stopNotFound),
  weightKg: wholeNumberBody(9_999_999, ORDER_MESSAGES.weightRequired, ORDER_MESSAGES.weightInvalid),
  slipUuid: slipUuidField,
});

/** The driver's per-stop form (the slip photo is checked beside it). */
export const stopDoneForm = z.object({
  waybillId: idField(ORDER_MESSAGES.waybillNotFound),
  stopId: idField(MULTI_MESSAGES.stopNotFound),
  weight: tonnesField(ORDER_MESSAGES.weightRequired, ORDER_MESSAGES.weightInvalid),
  slip: z.any().optional(),
});

// ---- carriers' routes

const text = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v || undefined);

export const routeStopInput = z
  .object({
    kind: z.enum(['load', 'unload'], { errorMap: () => ({ message: MULTI_MESSAGES.kindRequired }) }),
    provinceCode: z.string({ required_error: MULTI_MESSAGES.province }).regex(/^\d{2}$/, MULTI_MESSAGES.province),
    cityCode: z.string({ required_error: MULTI_MESSAGES.city }).regex(/^\d{4}$/, MULTI_MESSAGES.city),
    address: z.string({ required_error: MULTI_MESSAGES.addressRequired }).trim().min(1, MULTI_MESSAGES.addressRequired).max(100, MULTI_MESSAGES.addressLong),
    contactName: text(20, MULTI_MESSAGES.contactLong),
    contactPhone: optionalValue(VALUE_RULES.contactPhone, MULTI_MESSAGES.phone, { emptyAsUndefined: true }),
    /** the usual tonnes at this stop (prefills dispatch), optional */
    planned: optionalTonnes,
  })
  .superRefine((s, ctx) => {
    if (!s.cityCode.startsWith(s.provinceCode)) ctx.addIssue({ code: 'custom', path: ['cityCode'], message: MULTI_MESSAGES.cityMismatch });
  });
export type RouteStop = z.output<typeof routeStopInput>;

const routeFields = {
  id: optionalId(MULTI_MESSAGES.routeNotFound),
  name: z.string({ required_error: MULTI_MESSAGES.routeNameRequired }).trim().min(1, MULTI_MESSAGES.routeNameRequired).max(30, MULTI_MESSAGES.routeNameLong),
  stops: z
    .array(routeStopInput, { required_error: MULTI_MESSAGES.routeStopsMin })
    .min(2, MULTI_MESSAGES.routeStopsMin)
    .max(MAX_ROUTE_STOPS, MULTI_MESSAGES.routeStopsMax),
  defaultVehicleId: optionalId(ORDER_MESSAGES.vehicleNotYours),
  defaultDriverId: optionalId(ORDER_MESSAGES.driverNotYours),
  remark: text(200, MULTI_MESSAGES.remarkLong),
};

function checkRouteStops(v: { stops: { kind: string }[] }, ctx: z.RefinementCtx) {
  const kinds = v.stops.map((s) => s.kind);
  if (!kinds.includes('load') || !kinds.includes('unload')) ctx.addIssue({ code: 'custom', path: ['stops'], message: MULTI_MESSAGES.routeStopsMin });
  else if (kinds.lastIndexOf('load') > kinds.indexOf('unload')) ctx.addIssue({ code: 'custom', path: ['stops'], message: MULTI_MESSAGES.routeOrder });
}

/** The route form and the platform's body (the same shape: tonnes are converted by the schema). */
export const routeInput = z.object(routeFields).superRefine(checkRouteStops);
export type RouteInput = z.output<typeof routeInput>;

/** What the platform receives (already converted: planned in kilograms). */
export const routeBody = z
  .object({
    ...routeFields,
    id: optionalIdField(MULTI_MESSAGES.routeNotFound),
    defaultVehicleId: optionalIdField(ORDER_MESSAGES.vehicleNotYours),
    defaultDriverId: optionalIdField(ORDER_MESSAGES.driverNotYours),
    stops: z
      .array(
        z
          .object({
            kind: z.enum(['load', 'unload'], { errorMap: () => ({ message: MULTI_MESSAGES.kindRequired }) }),
            provinceCode: z.string().regex(/^\d{2}$/, MULTI_MESSAGES.province),
            cityCode: z.string().regex(/^\d{4}$/, MULTI_MESSAGES.city),
            address: z.string().trim().min(1, MULTI_MESSAGES.addressRequired).max(100, MULTI_MESSAGES.addressLong),
            contactName: z.string().trim().max(20, MULTI_MESSAGES.contactLong).optional(),
            contactPhone: optionalValue(VALUE_RULES.contactPhone, MULTI_MESSAGES.phone, { emptyAsUndefined: true }),
            plannedKg: z.number().int().min(0).max(9_999_999).default(0),
          })
          .refine((s) => s.cityCode.startsWith(s.provinceCode), { message: MULTI_MESSAGES.cityMismatch, path: ['cityCode'] }),
      )
      .min(2, MULTI_MESSAGES.routeStopsMin)
      .max(MAX_ROUTE_STOPS, MULTI_MESSAGES.routeStopsMax),
  })
  .superRefine(checkRouteStops);
export type RouteBody = z.infer<typeof routeBody>;

export const routeIdBody = z.object({ id: idField(MULTI_MESSAGES.routeNotFound) });

export const routeQuery = z.object({
  name: z.string().trim().max(30).optional(),
  /** a city (4-digit code) the route passes through */
  city: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  ...pageFields(20, 50),
});
export type RouteQuery = z.infer<typeof routeQuery>;

// ---- what the platform answers

const int = z.number().int();
const stopKind = z.enum(['load', 'unload']);

export const orderStopRow = z.object({
  id: int,
  seq: int,
  kind: stopKind,
  cityCode: z.string(),
  place: z.string(),
  address: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  /** over the order's live and finished waybills */
  plannedKg: int,
  actualKg: int,
});
export type OrderStopRow = z.infer<typeof orderStopRow>;

export const waybillStopRow = z.object({
  id: int,
  waybillId: int,
  pointId: int,
  seq: int,
  kind: stopKind,
  place: z.string(),
  plannedKg: int,
  actualKg: int.nullable(),
  doneAt: z.string().nullable(),
});
export type WaybillStopRow = z.infer<typeof waybillStopRow>;

export const multiWaybill = waybillRow.extend({ stops: z.array(waybillStopRow), canRecord: z.boolean() });
export type MultiWaybill = z.infer<typeof multiWaybill>;

export const multiOrderDetail = orderDetail.extend({ stopMode: z.enum(['single', 'multi']), stops: z.array(orderStopRow), waybills: z.array(multiWaybill) });
export type MultiOrderDetail = z.infer<typeof multiOrderDetail>;

export const routeRow = z.object({
  id: int,
  name: z.string(),
  stops: z.array(
    z.object({
      kind: stopKind,
      provinceCode: z.string(),
      cityCode: z.string(),
      address: z.string(),
      contactName: z.string().optional(),
      contactPhone: z.string().optional(),
      plannedKg: int,
      place: z.string(),
    }),
  ),
  defaultVehicleId: int.nullable(),
  defaultDriverId: int.nullable(),
  vehicleLabel: z.string(),
  driverLabel: z.string(),
  remark: z.string().nullable(),
  updatedAt: z.string(),
});
export type RouteRow = z.infer<typeof routeRow>;

/** A multi-stop order a route can serve, with how many of its stops the route matches. */
export const routeCandidate = z.object({
  orderId: int,
  orderNo: z.string(),
  goodsName: z.string(),
  stops: z.string(),
  remainderKg: int,
  matched: int,
  status: z.string(),
});
export type RouteCandidate = z.infer<typeof routeCandidate>;

/**
 * A saved route prefills a dispatch: each of the order's stops takes the planned kilograms of the
 * first unused route stop of the same kind in the same city; stops the route does not pass get 0.
 * `matched` counts the route stops used (how well the route fits the order).
 */
export function prefillFromRoute(
  routeStops: readonly { kind: string; cityCode: string; plannedKg: number }[],
  orderStops: readonly { id: number; kind: string; cityCode: string }[],
): { plannedKg: Map<number, number>; matched: number } {
  const used = new Set<number>();
  const plannedKg = new Map<number, number>();
  for (const stop of orderStops) {
    const i = routeStops.findIndex((r, j) => !used.has(j) && r.kind === stop.kind && r.cityCode === stop.cityCode);
    if (i >= 0) used.add(i);
    plannedKg.set(stop.id, i >= 0 ? routeStops[i].plannedKg : 0);
  }
  return { plannedKg, matched: used.size };
}
