// Orders (订单) and waybills (派车单) as data: every move names the state it leaves, the action,
// who may make it and the state it reaches. The platform checks each move against these tables
// inside the transaction that makes it (a conditional update on the current state) and writes a
// history row; screens read the same tables to decide which buttons to offer.
import { z } from 'zod';
import { wholeNumberBody, wholeNumberField } from '../whole-numbers';
import { idField, idArray } from '../ids';
import { pageFields as pageFieldsOf } from '../page';
import { DIRECTIONS, ORDER_VIEWS, WAYBILL_VIEWS } from './direction';
import { CARRIER_ACCEPTS_SOURCES, ORDER_MESSAGES } from './labels';
import { WAYBILL_ATTENTION } from './filters';

export { AUDIT_LABELS, ORDER_MESSAGES, WAYBILL_ACTION_LABELS } from './labels';

export type OrderStatus =
  'WAITACCEPT' | 'WAITALLOT' | 'ACCEPT' | 'WAITSCHEDULE' | 'WAITLOAD' | 'TRANSPORT' | 'SIGN' | 'COMPLETE' | 'CANCEL' | 'REFUSE' | 'APPOINTED' | 'APPOINT';
export type WaybillStatus = 'CREATED' | 'START' | 'LOAD' | 'UNLOAD' | 'SIGN' | 'REFUSE' | 'INVALID';

/**
 * Who acts. shipper: the order's shipper (the user or their company); carrier: the carrier side
 * of the order (the user or their company, i.e. its dispatcher); driver: the driver of the
 * waybill (a driver record linked to the user's account); system: the platform itself, as a
 * consequence of another move (a waybill's move carries its order along).
 */
export type OrderActor = 'shipper' | 'carrier' | 'driver' | 'system' | 'agent';

export type OrderAction =
  | 'accept'
  | 'refuse'
  | 'appoint'
  | 'confirmAppoint'
  | 'declineAppoint'
  | 'schedule'
  | 'dispatch'
  | 'load'
  | 'unschedule'
  | 'sign'
  | 'confirmReceipt'
  | 'cancel';

export type OrderTransition = {
  from: OrderStatus;
  action: OrderAction;
  by: OrderActor;
  to: OrderStatus;
  label: string;
  /** order sources (order_source dictionary) the move applies to; all when absent */
  sources?: readonly string[];
};

export { CARRIER_ACCEPTS_SOURCES };

/** States in which the carrier may dispatch vehicles (while the order has a remainder). */
export const DISPATCHABLE: readonly OrderStatus[] = ['ACCEPT', 'APPOINTED', 'WAITSCHEDULE', 'WAITLOAD', 'TRANSPORT'];
/** States in which an order whose loading window has ended counts as expired (nothing dispatched). */
export const EXPIRABLE: readonly OrderStatus[] = ['WAITACCEPT', 'WAITALLOT', 'APPOINT', 'APPOINTED', 'ACCEPT', 'WAITSCHEDULE'];
/** States from which the shipper may cancel: no waybill has been loaded yet. */
export const CANCELLABLE: readonly OrderStatus[] = ['WAITACCEPT', 'WAITALLOT', 'APPOINT', 'APPOINTED', 'ACCEPT', 'WAITSCHEDULE', 'WAITLOAD'];

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  // A designated-carrier (and any non-grab) order waits for its carrier.
  { from: 'WAITACCEPT', action: 'accept', by: 'carrier', to: 'ACCEPT', label: '接单', sources: CARRIER_ACCEPTS_SOURCES },
  { from: 'WAITACCEPT', action: 'refuse', by: 'carrier', to: 'REFUSE', label: '拒绝接单', sources: CARRIER_ACCEPTS_SOURCES },
  // An agent's order: the agent names a carrier, the carrier confirms (or declines: back to the agent).
  { from: 'WAITALLOT', action: 'appoint', by: 'agent', to: 'APPOINT', label: '指派承运商' },
  { from: 'APPOINT', action: 'confirmAppoint', by: 'carrier', to: 'APPOINTED', label: '确认指派' },
  { from: 'APPOINT', action: 'declineAppoint', by: 'carrier', to: 'WAITALLOT', label: '拒绝指派' },
  // Accepted: the carrier may mark it as awaiting vehicles, or dispatch at once.
  { from: 'ACCEPT', action: 'schedule', by: 'carrier', to: 'WAITSCHEDULE', label: '转入待调度' },
  { from: 'APPOINTED', action: 'schedule', by: 'carrier', to: 'WAITSCHEDULE', label: '转入待调度' },
  { from: 'ACCEPT', action: 'dispatch', by: 'carrier', to: 'WAITLOAD', label: '派车' },
  { from: 'APPOINTED', action: 'dispatch', by: 'carrier', to: 'WAITLOAD', label: '派车' },
  { from: 'WAITSCHEDULE', action: 'dispatch', by: 'carrier', to: 'WAITLOAD', label: '派车' },
  { from: 'WAITLOAD', action: 'dispatch', by: 'carrier', to: 'WAITLOAD', label: '派车' },
  { from: 'TRANSPORT', action: 'dispatch', by: 'carrier', to: 'TRANSPORT', label: '派车' },
  // The order follows its waybills.
  { from: 'WAITLOAD', action: 'load', by: 'system', to: 'TRANSPORT', label: '首车装货，运输中' },
  { from: 'WAITLOAD', action: 'unschedule', by: 'system', to: 'WAITSCHEDULE', label: '派车单均已作废，待重新调度' },
  { from: 'TRANSPORT', action: 'sign', by: 'system', to: 'SIGN', label: '派车单均已签收或拒收' },
  { from: 'SIGN', action: 'confirmReceipt', by: 'shipper', to: 'COMPLETE', label: '回单确认' },
  ...CANCELLABLE.map((from) => ({ from, action: 'cancel' as const, by: 'shipper' as const, to: 'CANCEL' as const, label: '取消订单' })),
];

export type WaybillAction = 'start' | 'load' | 'unload' | 'sign' | 'refuse' | 'invalid';

export type WaybillTransition = {
  from: WaybillStatus;
  action: WaybillAction;
  /** any of these may act: the driver on their own waybill, the carrier's dispatcher on their behalf */
  by: readonly OrderActor[];
  to: WaybillStatus;
  label: string;
  /** what the move must carry */
  needs?: 'weightAndSlip' | 'reason';
};

export const WAYBILL_TRANSITIONS: readonly WaybillTransition[] = [
  { from: 'CREATED', action: 'start', by: ['driver', 'carrier'], to: 'START', label: '发车' },
  { from: 'START', action: 'load', by: ['driver', 'carrier'], to: 'LOAD', label: '装货', needs: 'weightAndSlip' },
  { from: 'LOAD', action: 'unload', by: ['driver', 'carrier'], to: 'UNLOAD', label: '卸货', needs: 'weightAndSlip' },
  { from: 'UNLOAD', action: 'sign', by: ['shipper'], to: 'SIGN', label: '签收' },
  { from: 'UNLOAD', action: 'refuse', by: ['shipper'], to: 'REFUSE', label: '拒收', needs: 'reason' },
  { from: 'CREATED', action: 'invalid', by: ['carrier'], to: 'INVALID', label: '作废', needs: 'reason' },
  { from: 'START', action: 'invalid', by: ['carrier'], to: 'INVALID', label: '作废', needs: 'reason' },
];

/** Waybills still on the road (or about to be): they hold the vehicle and the quantity. */
export const LIVE_WAYBILL: readonly WaybillStatus[] = ['CREATED', 'START', 'LOAD', 'UNLOAD'];
/** Waybills that reached the consignee. */
export const FINISHED_WAYBILL: readonly WaybillStatus[] = ['SIGN', 'REFUSE'];
/** Waybills that have been loaded, on the road or finished. */
export const LOADED_WAYBILL: readonly WaybillStatus[] = ['LOAD', 'UNLOAD', 'SIGN', 'REFUSE'];

/**
 * The move the platform makes on an order after one of its waybills moved, given the statuses of
 * all its waybills: the first load starts the transport, no live or loaded waybill left sends it
 * back to be scheduled, and nothing live with something finished signs it. Null when none applies.
 */
export function carriedMove(status: string, waybillStatuses: readonly string[]): 'load' | 'unschedule' | 'sign' | null {
  const live = waybillStatuses.some((s) => LIVE_WAYBILL.includes(s as WaybillStatus));
  const loaded = waybillStatuses.some((s) => LOADED_WAYBILL.includes(s as WaybillStatus));
  const finished = waybillStatuses.some((s) => FINISHED_WAYBILL.includes(s as WaybillStatus));
  if (status === 'WAITLOAD' && loaded) return 'load';
  if (status === 'WAITLOAD' && !live) return 'unschedule';
  if (status === 'TRANSPORT' && !live && finished) return 'sign';
  return null;
}

export function orderMove(status: string, action: OrderAction, source?: string): OrderTransition | null {
  return ORDER_TRANSITIONS.find((t) => t.from === status && t.action === action && (!t.sources || source === undefined || t.sources.includes(source))) ?? null;
}

export function waybillMove(status: string, action: WaybillAction): WaybillTransition | null {
  return WAYBILL_TRANSITIONS.find((t) => t.from === status && t.action === action) ?? null;
}

/** The actions `actors` may take on an order now (for the screens' buttons). */
export function orderActionsFor(status: string, source: string, actors: readonly OrderActor[]): OrderAction[] {
  return ORDER_TRANSITIONS.filter((t) => t.from === status && actors.includes(t.by) && (!t.sources || t.sources.includes(source)))
    .map((t) => t.action)
    .filter((a, i, all) => all.indexOf(a) === i);
}

export function waybillActionsFor(status: string, actors: readonly OrderActor[]): WaybillAction[] {
  return WAYBILL_TRANSITIONS.filter((t) => t.from === status && t.by.some((b) => actors.includes(b))).map((t) => t.action);
}

const reasonField = z
  .string({ required_error: ORDER_MESSAGES.reasonRequired })
  .trim()
  .min(1, ORDER_MESSAGES.reasonRequired)
  .max(200, ORDER_MESSAGES.reasonTooLong);

/** Tonnes as typed ('32', '31.5', '31.520') → kilograms. */
export const tonnesField = (required: string, invalid: string) =>
  z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{1,4}(\.\d{1,3})?$/, invalid)
    .transform((v) => Math.round(Number(v) * 1000))
    .refine((kg) => kg > 0, invalid);

export const orderIdBody = z.object({ orderId: idField(ORDER_MESSAGES.orderNotFound) });
export const orderReasonBody = z.object({ orderId: idField(ORDER_MESSAGES.orderNotFound), reason: reasonField });
export const orderRefuseBody = z.object({
  orderId: idField(ORDER_MESSAGES.orderNotFound),
  reason: z.string().trim().max(200, ORDER_MESSAGES.reasonTooLong).optional(),
});

/** The dispatch form (weight in tonnes as typed). */
export const dispatchForm = z.object({
  orderId: idField(ORDER_MESSAGES.orderNotFound),
  vehicleId: idField(ORDER_MESSAGES.vehicleRequired),
  driverId: idField(ORDER_MESSAGES.driverRequired),
  weight: tonnesField(ORDER_MESSAGES.quantityRequired, ORDER_MESSAGES.quantityInvalid),
});

/** The platform's dispatch body (weight already in kilograms). */
export const dispatchBody = z.object({
  orderId: idField(ORDER_MESSAGES.orderNotFound),
  vehicleId: idField(ORDER_MESSAGES.vehicleRequired),
  driverId: idField(ORDER_MESSAGES.driverRequired),
  weightKg: wholeNumberBody(9_999_999, ORDER_MESSAGES.quantityRequired, ORDER_MESSAGES.quantityInvalid),
});

/** An uploaded file's uuid (a slip or abnormal photo). */
export const slipUuidField = z
  .string()
  .trim()
  .regex(/^[0-9a-f-]{36}$/i, ORDER_MESSAGES.slipInvalid);

/** One move of a waybill, as the platform receives it. */
export const waybillMoveBody = z.object({
  waybillId: idField(ORDER_MESSAGES.waybillNotFound),
  action: z.enum(['start', 'load', 'unload', 'sign', 'refuse', 'invalid'], { errorMap: () => ({ message: '未知的操作' }) }),
  weightKg: z.number().int(ORDER_MESSAGES.weightInvalid).min(1, ORDER_MESSAGES.weightInvalid).max(9_999_999, ORDER_MESSAGES.weightInvalid).optional(),
  slipUuid: slipUuidField.optional(),
  reason: z.string().trim().max(200, ORDER_MESSAGES.reasonTooLong).optional(),
});
export type WaybillMoveBody = z.infer<typeof waybillMoveBody>;

/** The driver's note on a move (the trip card's 发车 / 装货 / 卸货): kept in the waybill's history. */
const moveNoteField = z.string().trim().max(200, ORDER_MESSAGES.moveNoteTooLong).optional();
/** The trip card's 发车 form: only the note. */
export const startForm = z.object({ note: moveNoteField });

/** The weight part of the driver's load / unload form (the photo is checked beside it). */
export const weightForm = z.object({
  weight: tonnesField(ORDER_MESSAGES.weightRequired, ORDER_MESSAGES.weightInvalid),
  /** the pound-slip photo: the app checks and uploads it, then sends its uuid */
  slip: z.any().optional(),
  note: moveNoteField,
});
export const reasonForm = z.object({ reason: reasonField });

const dateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式不正确')
  .optional();
const pageFields = pageFieldsOf(20, 50);

export const orderQuery = z.object({
  status: z
    .enum(['WAITACCEPT', 'WAITALLOT', 'ACCEPT', 'WAITSCHEDULE', 'WAITLOAD', 'TRANSPORT', 'SIGN', 'COMPLETE', 'CANCEL', 'REFUSE', 'APPOINTED', 'APPOINT'])
    .optional(),
  source: z.enum(['1', '2', '3', '4', '5', '6', '7', '8']).optional(),
  /** order kind: normal, preferred (优选), control (管控) — orders/kinds.ts */
  releaseKind: z.enum(['normal', 'preferred', 'control']).optional(),
  orderNo: z.string().trim().max(30).optional(),
  party: z.string().trim().max(30).optional(),
  /** '1': orders whose loading window has passed while no vehicle was dispatched (过期订单) */
  expired: z.enum(['1']).optional(),
  // ---- orders-direction: the business direction (a filter) and the direction screens' fixed view
  direction: z.enum(DIRECTIONS).optional(),
  view: z.enum(ORDER_VIEWS).optional(),
  startDate: dateField,
  endDate: dateField,
  ...pageFields,
});
export type OrderQuery = z.infer<typeof orderQuery>;

/** Audit before settlement (派车单审核): signed or refused waybills, checked by the shipper. */
export const AUDITABLE: readonly WaybillStatus[] = ['SIGN', 'REFUSE'];

export const waybillQuery = z.object({
  status: z.enum(['CREATED', 'START', 'LOAD', 'UNLOAD', 'SIGN', 'REFUSE', 'INVALID']).optional(),
  auditStatus: z.enum(['0', '1', '2']).optional(),
  /** '1': past loading (or unloading) but its weight was never recorded — for 运单补录 */
  missing: z.enum(['1']).optional(),
  /** '1': on the road — started and not yet signed or refused (运单跟踪's waybill picker) */
  moving: z.enum(['1']).optional(),
  /** issue 43: the waybills that need the dispatcher's attention — late, with an open exception, or either */
  attention: z.enum(WAYBILL_ATTENTION, { errorMap: () => ({ message: '请选择需关注的类型' }) }).optional(),
  waybillNo: z.string().trim().max(30).optional(),
  orderNo: z.string().trim().max(30).optional(),
  plateNo: z.string().trim().max(12).optional(),
  driverName: z.string().trim().max(20).optional(),
  startDate: dateField,
  endDate: dateField,
  /** the waybills of one kind of order: 'control' gives the network-freight (数字物流) waybills */
  releaseKind: z.enum(['normal', 'preferred', 'control']).optional(),
  /** the order's payment state (pay_status dictionary) */
  payStatus: z.enum(['0', '1', '2']).optional(),
  // ---- orders-direction: the direction screens' fixed view, and the counterpart company (shipper, carrier or receiving company)
  view: z.enum(WAYBILL_VIEWS).optional(),
  party: z.string().trim().max(30).optional(),
  ...pageFields,
});
export type WaybillQuery = z.infer<typeof waybillQuery>;
export type WaybillAttention = (typeof WAYBILL_ATTENTION)[number];
/** The workbench's 需关注: how many of the caller's waybills are late, have an open exception, or either. */
export const waybillAttentionCounts = z.object({ late: z.number().int(), abnormal: z.number().int(), any: z.number().int() });
export type WaybillAttentionCounts = z.infer<typeof waybillAttentionCounts>;
/** Filters of a waybill list that narrow it (paging does not). */
export { WAYBILL_FILTER_KEYS } from './filters';
/** Most rows one export writes. */
export const EXPORT_MAX_ROWS = 5000;

/** Keys that belong to the screen, not to the user's filter: they do not make an export "narrowed". */
export const SCREEN_KEYS: readonly string[] = ['view'];
/** Whether an export names something to export: a ticked row or a filter of the user's. */
export function exportNarrowed(body: Record<string, unknown>): boolean {
  return Object.entries(body).some(([key, v]) =>
    key === 'ids' ? Array.isArray(v) && v.length > 0 : !SCREEN_KEYS.includes(key) && v !== undefined && v !== '',
  );
}

export const orderExportBody = orderQuery.omit({ pageNumber: true, pageSize: true }).extend({
  ids: idArray().max(500).optional(),
});

export const waybillExportBody = waybillQuery.omit({ pageNumber: true, pageSize: true }).extend({
  ids: idArray().max(500).optional(),
});

export const auditBody = z
  .object({
    waybillId: idField(ORDER_MESSAGES.waybillNotFound),
    result: z.enum(['1', '2'], { errorMap: () => ({ message: '请选择审核结果' }) }),
    remark: z.string().trim().max(200, ORDER_MESSAGES.reasonTooLong).optional(),
  })
  .refine((v) => v.result === '1' || Boolean(v.remark), { message: '有异议时请填写说明', path: ['remark'] });

const optionalTonnes = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(
    z
      .string()
      .regex(/^\d{1,4}(\.\d{1,3})?$/, ORDER_MESSAGES.weightInvalid)
      .transform((v) => Math.round(Number(v) * 1000))
      .refine((kg) => kg > 0, ORDER_MESSAGES.weightInvalid)
      .optional(),
  );

/** 运单补录: the shipper enters a weight the waybill is missing, with the reason (logged). */
export const additionalForm = z
  .object({
    waybillId: idField(ORDER_MESSAGES.waybillNotFound),
    loadWeight: optionalTonnes,
    unloadWeight: optionalTonnes,
    remark: z.string({ required_error: '请填写补录说明' }).trim().min(1, '请填写补录说明').max(200, ORDER_MESSAGES.reasonTooLong),
  })
  .refine((v) => v.loadWeight !== undefined || v.unloadWeight !== undefined, { message: '请填写需要补录的重量', path: ['loadWeight'] });

export const additionalBody = z.object({
  waybillId: idField(ORDER_MESSAGES.waybillNotFound),
  loadWeightKg: z.number().int().min(1, ORDER_MESSAGES.weightInvalid).max(9_999_999, ORDER_MESSAGES.weightInvalid).optional(),
  unloadWeightKg: z.number().int().min(1, ORDER_MESSAGES.weightInvalid).max(9_999_999, ORDER_MESSAGES.weightInvalid).optional(),
  remark: z.string().trim().min(1, '请填写补录说明').max(200, ORDER_MESSAGES.reasonTooLong),
});

export const abnormalForm = z.object({
  waybillId: idField(ORDER_MESSAGES.waybillNotFound),
  abnormalType: z.enum(['1', '2', '3', '4', '5', '6'], { errorMap: () => ({ message: ORDER_MESSAGES.abnormalTypeRequired }) }),
  description: z
    .string({ required_error: ORDER_MESSAGES.descriptionRequired })
    .trim()
    .min(1, ORDER_MESSAGES.descriptionRequired)
    .max(500, ORDER_MESSAGES.descriptionTooLong),
  /** photo files of the form: the app checks and uploads them, then sends their uuids */
  photos: z.any().optional(),
});
export const abnormalBody = abnormalForm.omit({ photos: true }).extend({ photoUuids: z.array(slipUuidField).max(6).optional() });

export const abnormalQuery = z.object({
  status: z.enum(['0', '1']).optional(),
  abnormalType: z.enum(['1', '2', '3', '4', '5', '6']).optional(),
  waybillNo: z.string().trim().max(30).optional(),
  ...pageFields,
});
export type AbnormalQuery = z.infer<typeof abnormalQuery>;

export const handleAbnormalBody = z.object({
  id: idField(ORDER_MESSAGES.abnormalNotFound),
  note: z.string({ required_error: ORDER_MESSAGES.noteRequired }).trim().min(1, ORDER_MESSAGES.noteRequired).max(200, ORDER_MESSAGES.noteTooLong),
});

export const evaluateBody = z.object({
  orderId: idField(ORDER_MESSAGES.orderNotFound),
  score: wholeNumberField(5, ORDER_MESSAGES.scoreRequired, ORDER_MESSAGES.scoreInvalid, ORDER_MESSAGES.scoreRequired),
  comment: z.string().trim().max(200, ORDER_MESSAGES.commentTooLong).optional(),
});

export const evaluateQuery = z.object({
  /** todo: signed orders still to rate; done: ratings given */
  tab: z.enum(['todo', 'done']).default('todo'),
  ...pageFields,
});

// What the platform answers: ./rows.ts
export * from './rows';

/** Load-to-unload loss in kilograms (positive = lost on the way). */
export function lossKg(load: number | null, unload: number | null): number | null {
  return load === null || unload === null ? null : load - unload;
}

/** The weight freight is charged on: the load or the unload weight (charge_node). */
export function chargedWeightKg(chargeNode: string, load: number | null, unload: number | null): number | null {
  return chargeNode === 'load' ? load : unload;
}
