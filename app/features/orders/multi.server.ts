// The multi load/unload screens' side of the platform (issue #8): the order with its stops, the
// per-stop recording of a waybill (weight + pound slip), the dispatch along stops (also prefilled
// from a saved route), and carriers' routes (list, edit with no-JS shaping posts, delete).
import { parseWithZod } from '@conform-to/zod';
import { data } from '@remix-run/node';
import { lenientQuery } from '#contract/lenient-query';
import { ORDER_MESSAGES, type DispatchOption } from '#contract/orders/schemas';
import {
  MAX_ROUTE_STOPS,
  MULTI_MESSAGES,
  multiDispatchForm,
  prefillFromRoute,
  routeInput,
  routeQuery,
  stopDoneForm,
  type RouteRow,
} from '#contract/orders/multi';
import { regionTree } from '#contract/regions';
import { requireUser } from '#app/utils/auth.server';
import { readForm, redirectWith } from '#app/utils/forms.server';
import { validateCsrf } from '#app/utils/csrf.server';
import { SHAPED } from '#app/components/shaping';
import { parseMultipartForm } from '#app/utils/files.server';
import { api } from '#app/utils/api.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { shortDateTime, yuan } from '#app/utils/format';
import { tonnes } from '#app/utils/weights';
import { historyView, idOr404, notFoundAs404, orderView, refusalReply, waybillView, weighed, type MoveReply, type Reply } from './orders.server';
import { orderDetailAction } from './order-detail.server';
import { placesView } from './places.server';

const KIND = { load: '装货', unload: '卸货' } as const;

// ---------------------------------------------------------------------------------------------
// /user/multiLoadOrderDetail

export async function multiDetailLoader(args: Caller) {
  await requireUser(args);
  const orderId = idOr404(new URL(args.request.url).searchParams.get('orderId'), ORDER_MESSAGES.orderNotFound);
  const d = await notFoundAs404(() => api.ordersMulti.detail(args, { id: orderId }), ORDER_MESSAGES.orderNotFound);
  const shipperSide = d.actors.includes('shipper');
  return {
    order: {
      ...orderView(d.order),
      remainder: tonnes(d.order.remainderKg),
      remainderKg: d.order.remainderKg,
      cancelReason: d.order.cancelReason ?? '',
      payStatus: d.order.payStatus,
      stopMode: d.stopMode,
      consigneeName: d.order.consigneeName ?? '',
      paid: yuan(d.order.paidFen),
    },
    actors: d.actors,
    actions: d.actions,
    waybills: d.waybills.map(waybillView),
    history: d.history.map((h) => historyView(h, 'order')),
    evaluation: d.evaluation ? { score: d.evaluation.score, comment: d.evaluation.comment ?? '', at: shortDateTime(d.evaluation.createdAt) } : null,
    places: placesView(d.places),
    detailPath: shipperSide ? '/shipper/shipperSendCardetail' : '/logistics/sendCardetail',
    stops: d.stops.map((s) => ({
      ...s,
      kindLabel: KIND[s.kind],
      planned: tonnes(s.plannedKg) || '—',
      actual: s.actualKg ? tonnes(s.actualKg) : '—',
      contact: [s.contactName, s.contactPhone].filter(Boolean).join(' '),
    })),
    routes: d.waybills
      .filter((w) => w.stops.length > 0)
      .map((w) => {
        const next = w.stops.find((s) => s.doneAt === null);
        return {
          id: w.id,
          waybillNo: w.waybillNo,
          status: w.status,
          plateNo: w.plateNo,
          driver: `${w.driverName} ${w.driverMobile}`,
          stops: w.stops.map((s) => ({
            id: s.id,
            seq: s.seq,
            kindLabel: KIND[s.kind],
            place: s.place,
            planned: tonnes(s.plannedKg),
            actual: s.actualKg === null ? '—' : tonnes(s.actualKg),
            doneAt: shortDateTime(s.doneAt) || '—',
          })),
          next: w.canRecord && next ? { id: next.id, label: `第${next.seq}站${KIND[next.kind]}：${next.place}（计划 ${tonnes(next.plannedKg)}）` } : null,
        };
      }),
  };
}

/** intent=stop (multipart: the stop's weight and pound slip); the order's own moves otherwise. */
export async function multiDetailAction(args: Caller) {
  const { request } = args;
  const orderIdParam = new URL(request.url).searchParams.get('orderId') ?? undefined;
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) return orderDetailAction(args, orderIdParam);
  await requireUser(args);
  const formData = await parseMultipartForm(request);
  await validateCsrf(formData, request.headers);
  const orderId = idOr404(orderIdParam, ORDER_MESSAGES.orderNotFound);
  if (formData.get('intent') !== 'stop') throw new Response('未知的操作', { status: 400 });
  const waybillId = Number(formData.get('waybillId'));
  const stopId = Number(formData.get('stopId'));
  const failed = await weighed(args, formData, stopDoneForm, (weightKg, slipUuid) => api.ordersMulti.stopDone(args, { waybillId, stopId, weightKg, slipUuid }));
  if (failed) return data<MoveReply>({ intent: `stop-${waybillId}`, result: failed }, { status: 400 });
  return redirectWith(request, `/user/multiLoadOrderDetail?orderId=${orderId}`, MULTI_MESSAGES.stopRecorded);
}

// ---------------------------------------------------------------------------------------------
// Dispatch along stops (/user/addDispatchMultiLoadUnload, /user/routeDispatchOrderEdit)

export type MultiDispatchDefaults = { vehicleId?: number | null; driverId?: number | null; plannedKg?: Map<number, number> };

/** The order, its stops and the carrier's vehicles and drivers (each with what stops it). */
export async function multiDispatchData(args: Caller, orderId: number, defaults: MultiDispatchDefaults = {}) {
  const [options, detail] = await notFoundAs404(
    () => Promise.all([api.orders.dispatchOptions(args, { id: orderId }), api.ordersMulti.detail(args, { id: orderId })]),
    ORDER_MESSAGES.orderNotFound,
  );
  if (detail.stopMode !== 'multi') throw new Response(MULTI_MESSAGES.notMulti, { status: 404 });
  // What cannot go now stays in the list, disabled, with its reason (the platform refuses it too).
  const label = (o: DispatchOption) => ({ value: String(o.id), label: o.problem ? `${o.label} — ${o.problem}` : o.label, disabled: Boolean(o.problem) });
  const kg = (id: number) => defaults.plannedKg?.get(id) ?? 0;
  return {
    order: { ...orderView(options.order), remainder: tonnes(options.order.remainderKg) },
    vehicles: options.vehicles.map(label),
    drivers: options.drivers.map(label),
    stops: detail.stops.map((s) => ({
      id: s.id,
      seq: s.seq,
      kindLabel: KIND[s.kind],
      place: `${s.place} ${s.address}`,
      contact: [s.contactName, s.contactPhone].filter(Boolean).join(' '),
      planned: s.plannedKg ? tonnes(s.plannedKg) : '—',
    })),
    defaultValue: {
      vehicleId: defaults.vehicleId ? String(defaults.vehicleId) : '',
      driverId: defaults.driverId ? String(defaults.driverId) : '',
      stops: detail.stops.map((s) => ({ pointId: String(s.id), weight: kg(s.id) ? String(kg(s.id) / 1000) : '' })),
    },
  };
}

export async function multiDispatchAction(args: Caller) {
  await requireUser(args);
  const formData = await readForm(args.request);
  const submission = parseWithZod(formData, { schema: multiDispatchForm });
  if (submission.status !== 'success') return data<Reply>({ result: submission.reply() }, { status: 400 });
  const { orderId, vehicleId, driverId, stops } = submission.value;
  try {
    const body = { orderId, vehicleId, driverId, stops: stops.filter((s) => s.weight > 0).map((s) => ({ pointId: s.pointId, plannedKg: s.weight })) };
    const made = await api.ordersMulti.dispatch(args, body);
    return redirectWith(args.request, `/user/multiLoadOrderDetail?orderId=${orderId}`, `${ORDER_MESSAGES.dispatched}，派车单号 ${made.waybillNo}`);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return refusalReply(submission.reply, error);
  }
}

// ---------------------------------------------------------------------------------------------
// Carriers' routes

function routeView(r: RouteRow) {
  return {
    id: r.id,
    name: r.name,
    stops: r.stops.map((s) => `${KIND[s.kind]}·${s.place}`).join(' → '),
    capacity: [r.vehicleLabel, r.driverLabel].filter(Boolean).join('，') || '—',
    remark: r.remark ?? '',
    updatedAt: shortDateTime(r.updatedAt),
  };
}

/** A city named (or partly named) in the filter → its code; the list shows nothing for an unknown one. */
function cityCodeOf(text: string): string | null {
  for (const province of regionTree()) {
    for (const city of province.children ?? []) {
      const name = city.name === '市辖区' ? province.name : city.name;
      if (name.startsWith(text) || text.startsWith(name.replace(/市$/, ''))) return city.code;
    }
  }
  return null;
}

export async function routeListData(args: Caller) {
  await requireUser(args);
  const params = new URL(args.request.url).searchParams;
  const query = lenientQuery(routeQuery.omit({ city: true }), params);
  const place = (params.get('place') ?? '').trim().slice(0, 20);
  const city = place ? cityCodeOf(place) : null;
  const empty = { records: [] as RouteRow[], total: 0 };
  const page = place && !city ? empty : await api.ordersMulti.routePage(args, { ...query, city: city ?? undefined });
  return {
    query: { ...query, name: query.name ?? '', place },
    total: page.total,
    rows: page.records.map(routeView),
    error: place && !city ? `未找到城市“${place}”` : null,
  };
}

type StopValues = Record<string, string>;
const EMPTY_STOP: StopValues = { kind: 'load', provinceCode: '', cityCode: '', address: '', contactName: '', contactPhone: '', planned: '' };

function citiesOf(provinceCode: string) {
  const province = regionTree().find((p) => p.code === provinceCode);
  return (province?.children ?? []).map((c) => ({ value: c.code, label: c.name === '市辖区' ? province!.name : c.name }));
}

/** The form's region choices: provinces for all, the cities of each stop's province. */
function routeRegions(stops: StopValues[]) {
  return { provinces: regionTree().map((p) => ({ value: p.code, label: p.name })), cities: stops.map((s) => citiesOf(s.provinceCode)) };
}

export type RouteFormValues = { id?: string; name: string; remark: string; defaultVehicleId: string; defaultDriverId: string; stops: StopValues[] };

export async function routeEditData(args: Caller) {
  await requireUser(args);
  const idParam = new URL(args.request.url).searchParams.get('id');
  const [capacity, route] = await Promise.all([
    api.ordersMulti.routeCapacity(args),
    idParam
      ? notFoundAs404(() => api.ordersMulti.routeGet(args, { id: idOr404(idParam, MULTI_MESSAGES.routeNotFound) }), MULTI_MESSAGES.routeNotFound)
      : Promise.resolve(null),
  ]);
  const values: RouteFormValues = route
    ? {
        id: String(route.id),
        name: route.name,
        remark: route.remark ?? '',
        defaultVehicleId: route.defaultVehicleId ? String(route.defaultVehicleId) : '',
        defaultDriverId: route.defaultDriverId ? String(route.defaultDriverId) : '',
        stops: route.stops.map((s) => ({
          kind: s.kind,
          provinceCode: s.provinceCode,
          cityCode: s.cityCode,
          address: s.address,
          contactName: s.contactName ?? '',
          contactPhone: s.contactPhone ?? '',
          planned: s.plannedKg ? String(s.plannedKg / 1000) : '',
        })),
      }
    : { name: '', remark: '', defaultVehicleId: '', defaultDriverId: '', stops: [{ ...EMPTY_STOP }, { ...EMPTY_STOP, kind: 'unload' }] };
  return {
    values,
    regions: routeRegions(values.stops),
    vehicles: capacity.vehicles.map((v) => ({ value: String(v.id), label: v.label })),
    drivers: capacity.drivers.map((d) => ({ value: String(d.id), label: d.label })),
    editing: Boolean(route),
  };
}

export type RouteFormReply = Partial<Reply> & { values?: RouteFormValues; regions?: ReturnType<typeof routeRegions>; shaped?: true };

/**
 * save / delete, or a shaping post that works without JS: `refresh` (a province was chosen),
 * `add` (one more stop), `remove:<i>` (drop stop i). Shaping answers the form as it stands.
 */
export async function routeEditAction(args: Caller) {
  await requireUser(args);
  const formData = await readForm(args.request);
  const intent = String(formData.get('intent') ?? 'save');
  if (intent === 'delete') {
    const id = idOr404(String(formData.get('id') ?? ''), MULTI_MESSAGES.routeNotFound);
    try {
      await api.ordersMulti.routeDelete(args, { id });
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      return redirectWith(args.request, '/user/myRoute', error.message, 'error');
    }
    return redirectWith(args.request, '/user/myRoute', MULTI_MESSAGES.deleted);
  }
  const submission = parseWithZod(formData, { schema: routeInput });
  const payload = submission.payload as Partial<RouteFormValues>;
  const stops = (Array.isArray(payload.stops) ? payload.stops : []).map((s) => ({ ...EMPTY_STOP, ...s }));
  const shape = (next: StopValues[]) => {
    const values = {
      id: payload.id,
      name: payload.name ?? '',
      remark: payload.remark ?? '',
      defaultVehicleId: payload.defaultVehicleId ?? '',
      defaultDriverId: payload.defaultDriverId ?? '',
      stops: next,
    };
    return data<RouteFormReply>({ ...SHAPED, values, regions: routeRegions(next) });
  };
  if (intent === 'refresh') return shape(stops.map((s) => (s.cityCode.startsWith(s.provinceCode) && s.provinceCode ? s : { ...s, cityCode: '' })));
  if (intent === 'add') return shape(stops.length < MAX_ROUTE_STOPS ? [...stops, { ...EMPTY_STOP, kind: 'unload' }] : stops);
  if (intent.startsWith('remove:')) {
    const i = Number(intent.slice(7));
    return shape(stops.length > 2 ? stops.filter((_, j) => j !== i) : stops);
  }
  if (intent !== 'save') throw new Response('未知的操作', { status: 400 });
  const regions = routeRegions(stops);
  if (submission.status !== 'success') return data<RouteFormReply>({ result: submission.reply(), regions }, { status: 400 });
  const v = submission.value;
  try {
    const body = { ...v, stops: v.stops.map(({ planned, ...s }) => ({ ...s, plannedKg: planned })) };
    await api.ordersMulti.routeSave(args, body);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const reply = refusalReply(submission.reply, error);
    return data<RouteFormReply>({ ...reply.data, regions }, { status: 400 });
  }
  return redirectWith(args.request, '/user/myRoute', MULTI_MESSAGES.saved);
}

/** /user/routeDispatchOrderEdit: routes to choose; a route's fitting orders; the dispatch form of one, prefilled. */
export async function routeDispatchData(args: Caller) {
  await requireUser(args);
  const params = new URL(args.request.url).searchParams;
  const routeId = params.get('routeId');
  if (!routeId) {
    const page = await api.ordersMulti.routePage(args, { pageNumber: 1, pageSize: 50 });
    return { step: 'route' as const, routes: page.records.map(routeView) };
  }
  const id = idOr404(routeId, MULTI_MESSAGES.routeNotFound);
  const found = await notFoundAs404(() => api.ordersMulti.routeOrders(args, { id }), MULTI_MESSAGES.routeNotFound);
  const route = routeView(found.route);
  const orderId = params.get('orderId');
  if (!orderId) {
    return {
      step: 'order' as const,
      route,
      orders: found.orders.map((o) => ({ ...o, remainder: tonnes(o.remainderKg), fit: `${o.matched}/${found.route.stops.length}` })),
    };
  }
  const order = idOr404(orderId, ORDER_MESSAGES.orderNotFound);
  const detail = await notFoundAs404(() => api.ordersMulti.detail(args, { id: order }), ORDER_MESSAGES.orderNotFound);
  const { plannedKg } = prefillFromRoute(found.route.stops, detail.stops);
  const form = await multiDispatchData(args, order, { vehicleId: found.route.defaultVehicleId, driverId: found.route.defaultDriverId, plannedKg });
  return { step: 'dispatch' as const, route, ...form };
}
