// The tracking and report screens' side of the platform: a waybill's track (a map of its route
// drawn here with the map kit, the positions and events as one timeline), the waybills on the road
// on a map of China, the position form of the driver's page, and 派车报表 / 派车汇总 from the URL.
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { data, redirect } from '@remix-run/node';
import { DISPATCH_STATUS } from '#contract/orders/dict';
import { KEY_AREA_ALARM_TYPE } from '#contract/areas/messages';
import { labelIn } from '#contract/dictionaries';
import { ORDER_MESSAGES } from '#contract/orders/schemas';
import {
  POSITION_SOURCES,
  REPORT_GROUPS,
  TRACK_MESSAGES,
  onRoadQuery,
  positionForm,
  sendCarReportQuery,
  sendCarTotalQuery,
  type OnRoadVehicle,
  type TrackPoint,
  type TrackView,
  type SendCarReportQuery,
  type SendCarReportRow,
} from '#contract/orders/track';
import { redirectWith } from '#app/utils/forms.server';
import { validateCsrf } from '#app/utils/csrf.server';
import { api } from '#app/utils/api.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { formatDateTime, shortDateTime, yuan } from '#app/utils/format';
import { tonnes } from '#app/utils/weights';
import { chinaMap } from '#app/components/map-kit.server';
import type { MapLayer } from '#app/components/map-kit-shapes';
import { notFoundAs404 } from './orders.server';
import { placesView } from './places.server';

// ---------------------------------------------------------------------------------------------
// Track

/** An event (装货, 卸货) is placed on the map at the position reported nearest to it within this time. */
const EVENT_NEAR_MS = 2 * 3_600_000;

const lngLat = (p: { lat: number; lng: number }) => [p.lng, p.lat] as const;

/** Coordinates as a secondary detail of a place (latitude first, as phones show them). */
const coordinates = (p: { lat: number; lng: number }) => `${p.lat.toFixed(5)}, ${p.lng.toFixed(5)}`;

/** Where a position is, in words: its place ('河北省 唐山市 丰南区'), or honestly none (at sea, abroad). */
const placeOf = (p: { region: string | null }) => p.region ?? '所在地区未知';

/** The newest position as the pages show it: the place first, the coordinates and the driver's note after. */
const lastPosition = (p: TrackPoint) => ({ at: shortDateTime(p.recordedAt), region: placeOf(p), coords: coordinates(p), place: p.place ?? '' });

function nearestInTime(points: TrackPoint[], at: number): TrackPoint | null {
  let best: TrackPoint | null = null;
  let gap = EVENT_NEAR_MS;
  for (const p of points) {
    const d = Math.abs(Date.parse(p.recordedAt) - at);
    if (d <= gap) [best, gap] = [p, d];
  }
  return best;
}

/**
 * A track as map layers: the route through the positions, where it started, where the load was
 * taken on and delivered (the positions nearest those events), and the newest position.
 */
export function trackLayers(t: Pick<TrackView, 'points' | 'events' | 'waybill' | 'alarms'>): MapLayer[] {
  const first = t.points[0];
  const last = t.points.at(-1);
  if (!first || !last) return [];
  const layers: MapLayer[] = [{ kind: 'route', points: t.points.map(lngLat), label: `行驶路线（${t.points.length}个位置点）` }];
  if (t.points.length > 1) layers.push({ kind: 'marker', at: lngLat(first), tone: 'start', label: `起点 ${shortDateTime(first.recordedAt)}`, named: true });
  for (const [status, tone, name] of [
    ['LOAD', 'load', '装货'],
    ['UNLOAD', 'unload', '卸货'],
  ] as const) {
    const event = t.events.find((e) => e.toStatus === status);
    const near = event ? nearestInTime(t.points, Date.parse(event.createdAt)) : null;
    if (event && near) layers.push({ kind: 'marker', at: lngLat(near), tone, label: `${name} ${shortDateTime(event.createdAt)}`, named: true });
  }
  // Where the caller's key areas raised alarms (issue 47): named in their tooltips, listed in the timeline.
  for (const a of t.alarms) layers.push({ kind: 'marker', at: [a.lng, a.lat], tone: 'alarm', label: `${alarmTitle(a)} ${shortDateTime(a.at)}`, named: false });
  layers.push({ kind: 'marker', at: lngLat(last), tone: 'current', label: `${t.waybill.plateNo} ${shortDateTime(last.recordedAt)}`, named: true });
  return layers;
}

const alarmTitle = (a: TrackView['alarms'][number]) => `区域告警：${labelIn(KEY_AREA_ALARM_TYPE, a.alarmType)}（${a.areaName}）`;

async function loadTrack(caller: Caller, waybillId: number) {
  return notFoundAs404(() => api.ordersTrack.track(caller, { id: waybillId }), ORDER_MESSAGES.waybillNotFound);
}

/** The track page: the waybill, the sketch's polyline, and positions and events, newest first. */
export async function trackData(caller: Caller, waybillId: number) {
  const t = await loadTrack(caller, waybillId);
  const timeline = [
    ...t.events.map((e) => ({
      kind: 'event' as const,
      ms: Date.parse(e.createdAt),
      title: `${e.label}（${labelIn(DISPATCH_STATUS, e.toStatus) || e.toStatus}）`,
      detail: [e.actorName, e.remark].filter(Boolean).join('：'),
    })),
    ...t.alarms.map((a) => ({
      kind: 'event' as const,
      ms: Date.parse(a.at),
      title: alarmTitle(a),
      detail: `位置 ${placeOf(a)}（坐标 ${coordinates(a)}）`,
    })),
    ...t.points.map((p) => ({
      kind: 'position' as const,
      ms: Date.parse(p.recordedAt),
      title: `位置 ${placeOf(p)}`,
      detail: [POSITION_SOURCES[p.source], p.speedKmh === null ? '' : `${p.speedKmh} 公里/小时`, p.place ?? '', `坐标 ${coordinates(p)}`]
        .filter(Boolean)
        .join('，'),
    })),
  ]
    .sort((a, b) => b.ms - a.ms)
    .map((e, i) => ({ key: `${e.kind}-${i}`, kind: e.kind, at: formatDateTime(e.ms), title: e.title, detail: e.detail }));
  const last = t.points.at(-1);
  return {
    waybill: { ...t.waybill, route: `${t.waybill.origin} → ${t.waybill.destination}`, statusLabel: labelIn(DISPATCH_STATUS, t.waybill.status) },
    map: chinaMap({ extent: 'fit', layers: trackLayers(t) }),
    pointCount: t.points.length,
    last: last ? lastPosition(last) : null,
    timeline,
    report: positionState(t),
    places: placesView(t.places),
  };
}

function positionState(t: TrackView) {
  return { waybillId: t.waybill.id, canReport: t.canReport, canReportByHand: t.canReportByHand, nextReportIn: t.nextReportIn };
}

// ---------------------------------------------------------------------------------------------
// 在途车辆: the waybills on the road on a map of China

const positionLine = (p: NonNullable<OnRoadVehicle['position']>) =>
  `${placeOf(p)}${p.place ? `（${p.place}）` : ''}，${shortDateTime(p.recordedAt)}（坐标 ${coordinates(p)}）`;

/**
 * The in-transit map of 运单跟踪 opened without a waybill: the caller's waybills on the road at their
 * latest positions on the whole-China map (plates as labels), and `?keyword=` (part of a waybill
 * number or a plate) narrowing them; a keyword that finds exactly one leads straight to its track.
 */
export async function onRoadData(caller: Caller, trackPath: string) {
  const parsed = onRoadQuery.safeParse({ keyword: new URL(caller.request.url).searchParams.get('keyword') || undefined });
  const keyword = parsed.success ? (parsed.data.keyword ?? '') : '';
  const keywordError = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const { vehicles, capped } = await api.ordersTrack.onRoad(caller, keyword ? { keyword } : {});
  if (keyword && vehicles.length === 1) throw redirect(`${trackPath}?waybillId=${vehicles[0].id}`);
  const located = vehicles.filter((v) => v.position);
  const layers: MapLayer[] = located.map((v) => ({ kind: 'marker', at: lngLat(v.position!), tone: 'vehicle', label: v.plateNo, named: true }));
  return {
    keyword: parsed.success ? keyword : (new URL(caller.request.url).searchParams.get('keyword') ?? ''),
    keywordError,
    map: chinaMap({ extent: 'china', layers }),
    counts: { onRoad: vehicles.length, located: located.length, capped },
    /** each waybill's newest position as words, for the list's rows */
    positions: Object.fromEntries(vehicles.map((v) => [v.id, v.position ? positionLine(v.position) : ''])),
    /** a search's matches (several or none), listed above the map */
    found: keyword
      ? vehicles.slice(0, 50).map((v) => ({
          id: v.id,
          plateNo: v.plateNo,
          waybillNo: v.waybillNo,
          route: `${v.origin} → ${v.destination}`,
          where: v.position ? positionLine(v.position) : '暂无位置',
        }))
      : null,
  };
}

function positionOf(t: TrackView) {
  const last = t.points.at(-1);
  return {
    ...positionState(t),
    pointCount: t.points.length,
    last: last ? lastPosition(last) : null,
  };
}

/** What the driver's page needs to offer the position form (null: nothing to report). */
export async function positionData(caller: Caller, waybillId: number) {
  return positionOf(await loadTrack(caller, waybillId));
}

/** A waybill page's map of its route, fitted to it; null until a position is reported. */
function routeMapOf(t: TrackView) {
  if (t.points.length === 0) return null;
  return { waybillId: t.waybill.id, waybillNo: t.waybill.waybillNo, pointCount: t.points.length, map: chinaMap({ extent: 'fit', layers: trackLayers(t) }) };
}

/** The waybill page of its driver and carrier: the position form and the route's map, from one look-up of the track. */
export async function positionAndRouteData(caller: Caller, waybillId: number) {
  const t = await loadTrack(caller, waybillId);
  return { position: positionOf(t), route: routeMapOf(t) };
}

/**
 * The route's map for a waybill page that shows it besides its own data (the shipper's): null
 * when nothing was reported yet, or when the caller may read the waybill but not its track (a
 * company that only receives the goods).
 */
export async function routeMapData(caller: Caller, waybillId: number) {
  try {
    return routeMapOf(await api.ordersTrack.track(caller, { id: waybillId }));
  } catch (error) {
    if (error instanceof PlatformError) return null;
    throw error;
  }
}

export type PositionReply = { intent: 'position'; result: SubmissionResult<string[]>; reported?: boolean };

/** Whether a POST is the position form (url-encoded, intent=position), without consuming the body. */
export async function isPositionPost(request: Request): Promise<boolean> {
  if (!(request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) return false;
  return (await request.clone().formData()).get('intent') === 'position';
}

/**
 * The position form: coordinates typed by hand (no JS) or filled by the browser's geolocation
 * (JS, `auto=1`: answered in place, no flash, as it repeats while the page is open).
 */
export async function positionAction(caller: Caller, back: string) {
  const { request } = caller;
  const formData = await request.formData();
  await validateCsrf(formData, request.headers);
  const auto = formData.get('auto') === '1';
  const submission = parseWithZod(formData, { schema: positionForm });
  const fail = (result: SubmissionResult<string[]>) => data<PositionReply>({ intent: 'position', result }, { status: 400 });
  if (submission.status !== 'success') return fail(submission.reply());
  try {
    await api.ordersTrack.position(caller, { ...submission.value, source: 'driver', manual: !auto });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return fail(submission.reply({ formErrors: [error.message] }));
  }
  if (auto) return data<PositionReply>({ intent: 'position', result: submission.reply({ resetForm: true }), reported: true });
  return redirectWith(request, back, TRACK_MESSAGES.reported);
}

// ---------------------------------------------------------------------------------------------
// 派车报表

/** The report's query from the URL; a bad range is told above the table and the default shown. */
export function reportQueryOf(url: URL): { query: SendCarReportQuery; error: string | null } {
  const raw = Object.fromEntries(['startDate', 'endDate', 'groupBy', 'pageNumber', 'pageSize'].map((k) => [k, url.searchParams.get(k) || undefined]));
  const parsed = sendCarReportQuery.safeParse(raw);
  if (parsed.success) return { query: parsed.data, error: null };
  const fallback = sendCarReportQuery.parse({ groupBy: REPORT_GROUPS[raw.groupBy as keyof typeof REPORT_GROUPS] ? raw.groupBy : undefined });
  return { query: fallback, error: parsed.error.issues[0]?.message ?? null };
}

export function reportRowView(r: Omit<SendCarReportRow, 'key'> & { key?: string }) {
  return {
    key: r.key ?? '合计',
    waybills: String(r.waybills),
    signed: String(r.signed),
    planned: tonnes(r.plannedKg) || '0 吨',
    load: tonnes(r.loadKg) || '0 吨',
    unload: tonnes(r.unloadKg) || '0 吨',
    loss: tonnes(r.lossKg) || '0 吨',
    freight: yuan(r.freightFen),
  };
}

export async function sendCarReportData(caller: Caller, query: SendCarReportQuery, all = false) {
  const report = await api.ordersTrack.report(caller, { ...query, all });
  return {
    range: { startDate: report.startDate, endDate: report.endDate },
    rows: report.rows.map(reportRowView),
    totals: reportRowView(report.totals),
    total: report.total,
  };
}

// ---------------------------------------------------------------------------------------------
// 派车汇总

export async function sendCarTotalData(caller: Caller, url: URL) {
  const parsed = sendCarTotalQuery.safeParse({ months: url.searchParams.get('months') || undefined });
  const months = parsed.success ? parsed.data.months : 12;
  const total = await api.ordersTrack.total(caller, { months });
  return {
    months,
    byStatus: total.byStatus.map((s) => ({
      status: s.status,
      label: labelIn(DISPATCH_STATUS, s.status) || s.status,
      waybills: String(s.waybills),
      planned: tonnes(s.plannedKg) || '0 吨',
      freight: yuan(s.freightFen),
    })),
    byMonth: total.byMonth.map((m) => ({
      month: m.month,
      waybills: String(m.waybills),
      signed: String(m.signed),
      invalid: String(m.invalid),
      unload: tonnes(m.unloadKg) || '0 吨',
      freight: yuan(m.freightFen),
    })),
    all: { waybills: String(total.all.waybills), planned: tonnes(total.all.plannedKg) || '0 吨', freight: yuan(total.all.freightFen) },
  };
}
