// The order and waybill screens' side of the platform: list queries from the URL, rows formatted
// for display (labels, China times, yuan, tonnes: pages ship no date library), and the moves,
// which answer with a redirect and a flash (POST/redirect/GET) or a 400 reply at the field.
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { data } from '@remix-run/node';
import type { z } from 'zod';
import { refusedField } from '#contract/codes';
import { lenientQuery } from '#contract/lenient-query';
import { ABNORMAL_TYPE, COMPLAINT_STATUS, DISPATCH_STATUS, ORDER_SOURCE, ORDER_STATUS, PAY_STATUS } from '#contract/orders/dict';
import { orderStatusLabel } from '#contract/orders/labels';
import { CHARGE_NODE } from '#contract/market/dict';
import { labelIn } from '#contract/dictionaries';
import { VEHICLE_TYPE } from '#contract/capacity/dict-vehicle-type';
import {
  ORDER_MESSAGES,
  abnormalForm,
  abnormalQuery,
  handleAbnormalBody,
  lossKg,
  orderQuery,
  reasonForm,
  slipUuidField,
  startForm,
  waybillQuery,
  weightForm,
  type AbnormalRow,
  type HistoryEntry,
  type OrderQuery,
  type OrderRow,
  type WaybillMoveBody,
  type WaybillQuery,
  type WaybillRow,
} from '#contract/orders/schemas';
import { releaseKindLabel } from '#contract/orders/kinds';
import { directionLabel } from '#contract/orders/direction';
import { MAX_FILE_BYTES, TOO_LARGE_MARKER_TYPE } from '#app/utils/files';
import { redirectWith } from '#app/utils/forms.server';
import { requireUser } from '#app/utils/auth.server';
import { validateCsrf } from '#app/utils/csrf.server';
import { formPhotos, parseMultipartForm, uploadFile } from '#app/utils/files.server';
import { api } from '#app/utils/api.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { formatDateTime, shortDateTime, yuan, yuanPerTonne } from '#app/utils/format';
import { tonnes } from '#app/utils/weights';
import type { WaybillSettlement } from '#contract/orders/places';
import { nextStepOf } from './next-step';
import { settlementState } from './settlement-state';
import { placesView } from './places.server';

/** An order row or an order's detail (whose total is null for a caller who only drives for it). */
export function orderView(o: Omit<OrderRow, 'totalFen'> & { totalFen: number | null }) {
  return {
    id: o.id,
    orderNo: o.orderNo,
    status: o.status,
    statusLabel: orderStatusLabel(o.status, o.source),
    source: o.source,
    sourceLabel: labelIn(ORDER_SOURCE, o.source),
    releaseKind: o.releaseKind,
    releaseKindLabel: releaseKindLabel(o.releaseKind),
    goodsName: o.goodsName,
    route: `${o.origin} → ${o.destination}`,
    shipperName: o.shipperName,
    carrierName: o.carrierName,
    vehicles: `${o.vehicleCount} 车`,
    weight: tonnes(o.weightKg),
    dispatched: tonnes(o.dispatchedKg),
    unitPrice: yuanPerTonne(o.unitPriceFen),
    total: o.totalFen === null ? '—' : yuan(o.totalFen),
    chargeNode: labelIn(CHARGE_NODE, o.chargeNode),
    createdAt: shortDateTime(o.createdAt),
    direction: o.direction,
    directionLabel: directionLabel(o.direction),
  };
}

export function waybillView(w: WaybillRow) {
  return {
    id: w.id,
    waybillNo: w.waybillNo,
    orderId: w.orderId,
    orderNo: w.orderNo,
    status: w.status,
    statusLabel: labelIn(DISPATCH_STATUS, w.status),
    goodsName: w.goodsName,
    route: `${w.origin} → ${w.destination}`,
    plateNo: w.plateNo,
    driver: `${w.driverName} ${w.driverMobile}`,
    planned: tonnes(w.plannedWeightKg),
    loadWeight: tonnes(w.loadWeightKg),
    unloadWeight: tonnes(w.unloadWeightKg),
    loss: tonnes(lossKg(w.loadWeightKg, w.unloadWeightKg)),
    freight: yuan(w.freightFen),
    auditStatus: w.auditStatus,
    createdAt: shortDateTime(w.createdAt),
    payStatus: w.payStatus,
    received: w.received ?? false,
    counterpart: w.counterpart ?? '',
    settlement: settlementState(w),
    /** issue 43: 逾期 and 异常 (the list page's rows only) */
    late: w.late ?? false,
    abnormal: w.abnormal ?? false,
  };
}

export function historyView(h: HistoryEntry, statuses: 'waybill' | 'order' = 'waybill') {
  // REFUSE is 已拒收 of a waybill but 已拒绝 of an order: each history reads its own dictionary first
  const [own, other] = statuses === 'order' ? [ORDER_STATUS, DISPATCH_STATUS] : [DISPATCH_STATUS, ORDER_STATUS];
  return {
    status: labelIn(own, h.toStatus) || labelIn(other, h.toStatus) || h.toStatus,
    actorName: h.actorName,
    weight: tonnes(h.weightKg),
    fileUuid: h.fileUuid,
    remark: h.remark ?? '',
    at: formatDateTime(h.createdAt),
  };
}

export function abnormalView(a: AbnormalRow) {
  return {
    ...a,
    typeLabel: labelIn(ABNORMAL_TYPE, a.abnormalType),
    statusLabel: labelIn(COMPLAINT_STATUS, a.status),
    createdAt: shortDateTime(a.createdAt),
    handledAt: shortDateTime(a.handledAt),
  };
}

/** One page of orders; `fixed` filters belong to the screen (e.g. 过期订单), not to the URL. */
export async function orderListData(caller: Caller, fixed: Partial<OrderQuery> = {}) {
  const query = { ...lenientQuery(orderQuery, new URL(caller.request.url).searchParams), ...fixed };
  const page = await api.orders.orderPage(caller, query);
  return { query, total: page.total, rows: page.records.map(orderView) };
}

/** The loader of a list screen of orders (its filters and page in the URL, `fixed` as above): signed-in users only. */
export async function orderListScreenData(caller: Caller, fixed: Partial<OrderQuery> = {}) {
  await requireUser(caller);
  return orderListData(caller, fixed);
}

/** Where a waybill of the list opens for this user: the shipper's page for shippers, else the carrier's and driver's. */
export const waybillDetailPathFor = (user: { role: string }) =>
  user.role === 'enterprise_shipper' || user.role === 'individual_shipper' ? '/shipper/shipperSendCardetail' : '/logistics/sendCardetail';

/** One page of waybills; `fixed` filters belong to the screen (e.g. 运单补录), not to the URL. */
export async function waybillListData(caller: Caller, fixed: Partial<WaybillQuery> = {}) {
  const query = { ...lenientQuery(waybillQuery, new URL(caller.request.url).searchParams), ...fixed };
  const page = await api.orders.waybillPage(caller, query);
  return { query, total: page.total, capped: page.capped ?? false, rows: page.records.map(waybillView) };
}

/** The loader of a list screen of waybills (its filters and page in the URL, `fixed` as above): signed-in users only. */
export async function waybillListScreenData(caller: Caller, fixed: Partial<WaybillQuery> = {}) {
  await requireUser(caller);
  return waybillListData(caller, fixed);
}

export async function abnormalListData(caller: Caller) {
  const query = lenientQuery(abnormalQuery, new URL(caller.request.url).searchParams);
  const page = await api.orders.abnormalPage(caller, query);
  return { query, total: page.total, rows: page.records.map(abnormalView) };
}

/** One order with its waybills and history, or a 404 page when it is not the caller's. */
export async function orderDetailData(caller: Caller, orderId: number) {
  const detail = await notFoundAs404(() => api.orders.orderDetail(caller, { id: orderId }), ORDER_MESSAGES.orderNotFound);
  return {
    order: {
      ...orderView(detail.order),
      remainder: tonnes(detail.order.remainderKg),
      remainderKg: detail.order.remainderKg,
      cancelReason: detail.order.cancelReason ?? '',
      payStatus: labelIn(PAY_STATUS, detail.order.payStatus),
      stopMode: detail.order.stopMode ?? 'single',
      consigneeName: detail.order.consigneeName ?? '',
      /** what was paid, by the settlement records ('' while nothing is) */
      paid: yuan(detail.order.paidFen),
    },
    actors: detail.actors,
    actions: detail.actions,
    waybills: detail.waybills.map(waybillView),
    history: detail.history.map((h) => historyView(h, 'order')),
    evaluation: detail.evaluation
      ? { score: detail.evaluation.score, comment: detail.evaluation.comment ?? '', at: shortDateTime(detail.evaluation.createdAt) }
      : null,
    places: placesView(detail.places),
  };
}

export async function waybillDetailData(caller: Caller, waybillId: number) {
  const detail = await notFoundAs404(() => api.orders.waybillDetail(caller, { id: waybillId }), ORDER_MESSAGES.waybillNotFound);
  const w = detail.waybill;
  return {
    waybill: {
      ...waybillView(w),
      chargeNode: labelIn(CHARGE_NODE, w.chargeNode),
      unitPrice: yuanPerTonne(w.unitPriceFen),
      loss: tonnes(w.lossKg),
      loadSlipUuid: w.loadSlipUuid,
      unloadSlipUuid: w.unloadSlipUuid,
      consignee: `${w.consigneeName} ${w.consigneePhone}`,
      consigneeName: w.consigneeName,
      consigneePhone: w.consigneePhone,
      vehicleType: labelIn(VEHICLE_TYPE, w.vehicleType) || w.vehicleType,
      shipperName: w.shipperName,
      carrierName: w.carrierName,
      stopMode: w.stopMode ?? 'single',
      billing: billingView(w.billing),
    },
    actors: detail.actors,
    actions: detail.actions,
    nextStep: nextStepOf(w, detail.actors),
    history: detail.history.map((h) => historyView(h)),
    abnormals: detail.abnormals.map(abnormalView),
    places: placesView(detail.places),
  };
}

/** What its bill settles for the waybill, in words beside the bill's state: '实付 1,535.04 元' or '应付 …' while unpaid. */
function billingView(s: WaybillSettlement | null | undefined): string {
  if (!s) return '';
  return s.paidFen !== null ? `实付 ${yuan(s.paidFen)}` : `应付 ${yuan(s.dueFen)}`;
}

export async function notFoundAs404<T>(load: () => Promise<T>, message: string): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof PlatformError && (error.code === 404 || error.code === 400)) throw new Response(message, { status: 404 });
    throw error;
  }
}

/** `?id=` / `?orderId=` / a route param: a positive integer or a 404. */
export function idOr404(value: string | null | undefined, message: string): number {
  const id = Number(value);
  if (!value || !Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new Response(message, { status: 404 });
  return id;
}

/** A move through the platform; the flash says the outcome either way and the page reloads at `back`. */
export async function moveAndReturn(caller: Caller, move: () => Promise<unknown>, back: string, done: string) {
  try {
    await move();
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return redirectWith(caller.request, back, error.message, 'error');
  }
  return redirectWith(caller.request, back, done);
}

export type Reply = { result: SubmissionResult<string[]> };

/** A platform refusal as the form's reply: at the field it names (data.field), else above the form. */
export function refusalReply(
  submissionReply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>,
  error: PlatformError,
  fieldMap: Record<string, string> = {},
) {
  const field = (error.data as { field?: string } | null)?.field;
  const target = field ? (fieldMap[field] ?? field) : null;
  const result = target ? submissionReply({ fieldErrors: { [target]: [error.message] } }) : submissionReply({ formErrors: [error.message] });
  return data<Reply>({ result }, { status: 400 });
}

// ---------------------------------------------------------------------------------------------
// The waybill page's moves (/logistics/sendCardetail, /shipper/shipperSendCardetail)

export type MoveReply = { intent: string; result: SubmissionResult<string[]> };

/**
 * One move of the waybill page (or of the driver's trip card, which names its own `back`). start /
 * sign post plainly; load / unload are multipart (the weight and the pound-slip photo, uploaded
 * first as the caller's file); refuse / invalid carry a reason. The driver's optional note on
 * start / load / unload goes with the move as its reason (the history row's remark). A refusal
 * comes back at the field of the form that was sent.
 */
export async function waybillAction(caller: Caller, detailPath: string, backTo?: string) {
  const { request } = caller;
  const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
  const formData = multipart ? await parseMultipartForm(request) : await request.formData();
  await validateCsrf(formData, request.headers);
  const waybillId = idOr404(new URL(request.url).searchParams.get('id'), ORDER_MESSAGES.waybillNotFound);
  const back = backTo ?? `${detailPath}?id=${waybillId}`;
  const intent = String(formData.get('intent') ?? '');
  const send = async (body: Omit<WaybillMoveBody, 'waybillId' | 'action'>) => {
    await api.orders.move(caller, { waybillId, action: intent as WaybillMoveBody['action'], ...body });
  };
  const fail = (result: SubmissionResult<string[]>) => data<MoveReply>({ intent, result }, { status: 400 });

  if (intent === 'start' || intent === 'sign') {
    const submission = parseWithZod(formData, { schema: startForm });
    if (submission.status !== 'success') return fail(submission.reply());
    const note = intent === 'start' ? submission.value.note || undefined : undefined;
    try {
      await send({ reason: note });
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      return redirectWith(request, back, error.message, 'error');
    }
    return redirectWith(request, back, intent === 'start' ? ORDER_MESSAGES.started : ORDER_MESSAGES.signed);
  }
  if (intent === 'load' || intent === 'unload') {
    const done = await weighed(caller, formData, weightForm, (weightKg, slipUuid, note) => send({ weightKg, slipUuid, reason: note || undefined }));
    if (done) return fail(done);
    return redirectWith(request, back, intent === 'load' ? ORDER_MESSAGES.loaded : ORDER_MESSAGES.unloaded);
  }
  if (intent === 'refuse' || intent === 'invalid') {
    const submission = parseWithZod(formData, { schema: reasonForm });
    if (submission.status !== 'success') return fail(submission.reply());
    try {
      await send({ reason: submission.value.reason });
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      return fail(submission.reply({ formErrors: [error.message] }));
    }
    return redirectWith(request, back, intent === 'refuse' ? ORDER_MESSAGES.refusedWaybill : ORDER_MESSAGES.invalidated);
  }
  throw new Response('未知的操作', { status: 400 });
}

/**
 * A weighing with its pound-slip photo (a load or unload, or one stop of a multi-stop waybill):
 * checks the form and the photo, uploads the photo as the caller's file and sends both; answers
 * the form's reply on a refusal (at the weight or the photo when the platform names them), else null.
 */
export async function weighed<S extends z.ZodType<{ weight: number; note?: string }, z.ZodTypeDef, unknown>>(
  caller: Caller,
  formData: FormData,
  schema: S,
  send: (weightKg: number, slipUuid: string, note?: string) => Promise<unknown>,
): Promise<SubmissionResult<string[]> | null> {
  const submission = parseWithZod(formData, { schema });
  const file = formData.get('slip');
  const photo = file instanceof File && (file.size > 0 || file.type === TOO_LARGE_MARKER_TYPE) ? file : null;
  // with JS the trip card sent the photo ahead (slip-upload.server.ts): its uuid comes instead
  const sentAhead = photo ? null : slipUuidField.safeParse(formData.get('slipUuid') ?? '');
  const photoError =
    sentAhead?.success === true
      ? null
      : !photo
        ? ORDER_MESSAGES.slipRequired
        : photo.type === TOO_LARGE_MARKER_TYPE || photo.size > MAX_FILE_BYTES
          ? '文件大小不能超过10MB'
          : null;
  if (submission.status !== 'success' || photoError) return submission.reply(photoError ? { fieldErrors: { slip: [photoError] } } : undefined);
  try {
    const slipUuid = sentAhead?.success ? sentAhead.data : (await uploadFile(caller, photo!, 'pound_slip', 'image')).uuid;
    await send(submission.value.weight, slipUuid, submission.value.note);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    // The platform names the field: the move's own refusals 'weight' or 'slip', the upload's 'file' (the slip).
    const field = refusedField(error.data);
    const at = field === 'weight' ? 'weight' : field === 'slip' || field === 'file' ? 'slip' : null;
    return submission.reply(at ? { fieldErrors: { [at]: [error.message] } } : { formErrors: [error.message] });
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Exceptions (/user/abnormalOrder, /order-manage/abnormaList)

/** Reports an exception (multipart: type, description, up to 6 photos) or marks one handled. */
export async function abnormalAction(caller: Caller, path: string) {
  await requireUser(caller);
  const { request } = caller;
  const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
  const formData = multipart ? await parseMultipartForm(request) : await request.formData();
  await validateCsrf(formData, request.headers);
  const intent = String(formData.get('intent') ?? '');
  const fail = (result: SubmissionResult<string[]>) => data<MoveReply>({ intent, result }, { status: 400 });
  if (intent === 'report') {
    const submission = parseWithZod(formData, { schema: abnormalForm });
    const { photos, problem: photoError } = formPhotos(formData, 'photos', 6);
    if (submission.status !== 'success' || photoError) return fail(submission.reply(photoError ? { fieldErrors: { photos: [photoError] } } : undefined));
    try {
      const photoUuids: string[] = [];
      for (const photo of photos) photoUuids.push((await uploadFile(caller, photo, 'abnormal_photo', 'image')).uuid);
      const { photos: _files, ...fields } = submission.value;
      await api.orders.abnormalReport(caller, { ...fields, photoUuids });
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      // the report's refusal of its photos names 'photos', the upload's refusal of a photo 'file'
      const field = refusedField(error.data);
      const at = field === 'photos' || field === 'file' ? 'photos' : null;
      return fail(submission.reply(at ? { fieldErrors: { photos: [error.message] } } : { formErrors: [error.message] }));
    }
    return redirectWith(request, path, ORDER_MESSAGES.reported);
  }
  if (intent === 'handle') {
    const submission = parseWithZod(formData, { schema: handleAbnormalBody });
    if (submission.status !== 'success') return fail(submission.reply());
    try {
      await api.orders.abnormalHandle(caller, submission.value);
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      return fail(submission.reply({ formErrors: [error.message] }));
    }
    return redirectWith(request, path, ORDER_MESSAGES.handled);
  }
  throw new Response('未知的操作', { status: 400 });
}

/** The list, plus the waybill being reported on (?report=) or the exception being handled (?handle=). */
export async function abnormalScreenData(caller: Caller) {
  await requireUser(caller);
  const url = new URL(caller.request.url);
  const list = await abnormalListData(caller);
  const reportId = url.searchParams.get('report');
  const handleId = Number(url.searchParams.get('handle'));
  const reporting = reportId ? (await waybillDetailData(caller, idOr404(reportId, ORDER_MESSAGES.waybillNotFound))).waybill : null;
  const handling = list.rows.find((r) => r.id === handleId && r.canHandle) ?? null;
  return {
    ...list,
    reporting: reporting ? { id: reporting.id, waybillNo: reporting.waybillNo, plateNo: reporting.plateNo, route: reporting.route } : null,
    handling,
  };
}
