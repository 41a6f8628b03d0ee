// The cockpits' server side (issue 48): the URL (period, offline minutes, refresh) → one platform
// call per cockpit → the figures as big numbers and charts drawn by the chart kit, on the server.
// A bad value in the URL reads as the default with its message beside the filter, never a 500.
import {
  COCKPIT_MESSAGES,
  COCKPIT_PERIODS,
  OFFLINE_MINUTES_DEFAULT,
  OFFLINE_MINUTES_MAX,
  OFFLINE_MINUTES_MIN,
  ON_ROAD_LABELS,
  PERIOD_LABELS,
  REPORT_STATE_LABELS,
  type CockpitPeriod,
} from '#contract/cockpits/labels';
import type { ControlView, OnlineView, Ranked, ShippingView } from '#contract/cockpits/schemas';
import { labelIn } from '#contract/dictionaries';
import { cityCodeLabel } from '#contract/regions';
import { ABNORMAL_TYPE, COMPLAINT_STATUS } from '#contract/orders/dict';
import { KEY_AREA_ALARM_TYPE } from '#contract/areas/messages';
import { chinaMap } from '#app/components/map-kit.server';
import type { MapLayer } from '#app/components/map-kit-shapes';
import { barChart, gaugeChart, lineChart, pieChart, type ChartTheme, type TileSize } from '#app/components/chart-kit.server';
import { api } from '#app/utils/api.server';
import type { Caller } from '#app/utils/platform.server';
import { formatFen, shortDateTime, yuan } from '#app/utils/format';
import { tonnes } from '#app/utils/weights';
import type { CockpitFilters, CockpitPart, Figure, ListTable } from './cockpit-view';

/** Wall screens may ask the page to reload itself (no JS): at least every 30 s, at most every hour. */
const REFRESH_MIN = 30;
const REFRESH_MAX = 3600;

/** The URL's cockpit settings; a bad one falls back to the default and says why. */
export function cockpitFilters(request: Request): CockpitFilters {
  const params = new URL(request.url).searchParams;
  const periodText = params.get('period')?.trim() || '';
  const validPeriod = (COCKPIT_PERIODS as readonly string[]).includes(periodText);
  const offlineText = params.get('offline')?.trim() || '';
  const offline = /^\d{1,4}$/.test(offlineText) ? Number(offlineText) : NaN;
  const validOffline = offline >= OFFLINE_MINUTES_MIN && offline <= OFFLINE_MINUTES_MAX;
  const refreshText = params.get('refresh')?.trim() || '';
  const refresh = /^\d{1,4}$/.test(refreshText) ? Math.min(REFRESH_MAX, Math.max(REFRESH_MIN, Number(refreshText))) : null;
  return {
    period: validPeriod ? (periodText as CockpitPeriod) : 'day',
    periodError: periodText && !validPeriod ? COCKPIT_MESSAGES.period : null,
    offlineMinutes: validOffline ? offline : OFFLINE_MINUTES_DEFAULT,
    offlineError: offlineText && !validOffline ? COCKPIT_MESSAGES.offlineMinutes : null,
    refresh,
  };
}

type Look = { theme: ChartTheme; wide: TileSize; half: TileSize; small: TileSize };
export const DESK: Look = { theme: 'light', wide: 'wide', half: 'half', small: 'small' };
export const WALL: Look = { theme: 'dark', wide: 'wallWide', half: 'wallHalf', small: 'small' };

const count = (n: number) => n.toLocaleString('zh-CN');
const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 1000) / 10}%` : '—');
/** The platform ranks lines and cities by their codes; people read their names (唐山市 → 天津市). */
const lineName = (codes: string) =>
  codes
    .split(' → ')
    .map((code) => cityCodeLabel(code) || code)
    .join(' → ');
const named = (rows: Ranked[], name: (code: string) => string): Ranked[] => rows.map((r) => ({ ...r, name: r.name ? name(r.name) || r.name : r.name }));

const rankedBar = (title: string, rows: Ranked[], look: Look, categoryLabel: string) =>
  barChart({
    title,
    categories: rows.map((r) => r.name),
    series: [{ name: '派车单数', values: rows.map((r) => r.waybills) }],
    horizontal: true,
    size: look.half,
    theme: look.theme,
    categoryLabel,
  });

// ---- 在线监控 --------------------------------------------------------------------------------

export function onlinePart(view: OnlineView, look: Look): CockpitPart {
  const figures: Figure[] = [
    { key: 'onRoad', label: '在途派车单', value: count(view.onRoad) },
    { key: 'online', label: '在线车辆', value: count(view.online) },
    { key: 'offline', label: `离线车辆（超过${view.offlineMinutes}分钟）`, value: count(view.offline) },
    { key: 'unlocated', label: '无定位', value: count(view.unlocated) },
    { key: 'pendingExceptions', label: '待处理异常', value: count(view.pendingExceptions) },
  ];
  const charts = [
    pieChart({
      title: '在途派车单状态',
      items: (['START', 'LOAD', 'UNLOAD'] as const).map((s) => ({ name: ON_ROAD_LABELS[s], value: view.byStatus[s] })),
      donut: true,
      size: look.small,
      theme: look.theme,
      categoryLabel: '状态',
    }),
    pieChart({
      title: '车辆在线情况',
      items: [
        { name: '在线', value: view.online },
        { name: '离线', value: view.offline },
        { name: '无定位', value: view.unlocated },
      ],
      size: look.small,
      theme: look.theme,
      categoryLabel: '在线情况',
    }),
  ];
  const tables: ListTable[] = [
    {
      title: '在途车辆按省份',
      headers: ['省份', '在线', '离线'],
      rows: view.byProvince.map((p) => [p.province, count(p.online), count(p.offline)]),
      empty: '暂无有定位的在途车辆',
    },
    {
      title: '在途车辆最新位置',
      headers: ['派车单号', '车牌号', '状态', '所在地', '最新定位时间', '在线'],
      rows: view.vehicles.map((v) => [
        v.waybillNo,
        v.plateNo,
        ON_ROAD_LABELS[v.status as keyof typeof ON_ROAD_LABELS] ?? v.status,
        v.place ?? v.province,
        v.recordedAt ? shortDateTime(v.recordedAt) : '—',
        v.recordedAt ? (v.offline ? '离线' : '在线') : '无定位',
      ]),
      empty: '暂无在途车辆',
    },
    {
      title: '最新异常',
      headers: ['派车单号', '异常类型', '描述', '状态', '上报时间'],
      rows: view.exceptions.map((e) => [
        e.waybillNo,
        labelIn(ABNORMAL_TYPE, e.abnormalType),
        e.description,
        labelIn(COMPLAINT_STATUS, e.status),
        shortDateTime(e.createdAt),
      ]),
      empty: '暂无异常',
    },
    {
      title: '最新区域告警',
      headers: ['派车单号', '重点区域', '报警类型', '报警时间'],
      rows: view.alarms.map((a) => [a.waybillNo, a.areaName, labelIn(KEY_AREA_ALARM_TYPE, a.alarmType), shortDateTime(a.at)]),
      empty: '暂无区域告警',
    },
  ];
  return { figures, charts, map: onlineMap(view), tables, window: `数据时间：${shortDateTime(view.generatedAt)}` };
}

/**
 * The online cockpit's map of China: the provinces shaded by the located on-road waybills in them
 * (all of them), and the latest position of each listed vehicle, online or offline (the newest
 * VEHICLE_ROWS; their plates in the tooltips, the table below names them).
 */
function onlineMap(view: OnlineView) {
  const layers: MapLayer[] = view.vehicles
    .filter((v) => v.lat !== null && v.lng !== null)
    .map((v) => ({
      kind: 'marker',
      at: [v.lng!, v.lat!],
      tone: v.offline ? 'offline' : 'vehicle',
      label: `${v.plateNo}（${v.waybillNo}，${v.offline ? '离线' : '在线'}，${shortDateTime(v.recordedAt!)}）`,
      named: false,
    }));
  const values = Object.fromEntries(view.byProvince.map((p) => [p.province, p.online + p.offline]));
  const located = view.online + view.offline;
  return {
    view: chinaMap({ extent: 'china', layers, shade: { title: '各省在途派车单（有定位）', unit: '单', values } }),
    title: `在途车辆分布图：${located}辆有定位，其中${view.online}辆在线`,
    caption:
      `各省按有定位的在途派车单数着色，点为车辆最新位置（WGS-84，省级行政区划图，不含道路）${layers.length < located ? `，标出最近定位的${layers.length}辆` : ''}；` +
      '各省数字见“在途车辆按省份”，各车位置见“在途车辆最新位置”。',
  };
}

// ---- 发运 ------------------------------------------------------------------------------------

export function shippingPart(view: ShippingView, look: Look): CockpitPart {
  const t = view.totals;
  const figures: Figure[] = [
    { key: 'shipped', label: '发运派车单', value: count(t.shipped) },
    { key: 'loadKg', label: '发运重量', value: tonnes(t.loadKg) },
    { key: 'freightFen', label: '发运运费', value: yuan(t.freightFen) },
    { key: 'delivered', label: '到货派车单', value: count(t.delivered) },
    { key: 'unloadKg', label: '到货重量', value: tonnes(t.unloadKg) },
    { key: 'lossKg', label: '装卸损耗', value: tonnes(t.lossKg) },
    { key: 'onTime', label: '准时到货率', value: percent(t.onTime, t.dueRated) },
  ];
  const labels = view.series.map((b) => (view.period === 'month' ? b.bucket.slice(0, 7) : b.bucket.slice(5)));
  const charts = [
    lineChart({
      title: `发运与到货派车单（${PERIOD_LABELS[view.period]}）`,
      categories: labels,
      series: [
        { name: '发运', values: view.series.map((b) => b.shipped) },
        { name: '到货', values: view.series.map((b) => b.delivered) },
      ],
      size: look.wide,
      theme: look.theme,
      categoryLabel: '周期',
    }),
    barChart({
      title: '发运与到货重量（吨）',
      categories: labels,
      series: [
        { name: '发运（吨）', values: view.series.map((b) => b.loadKg / 1000) },
        { name: '到货（吨）', values: view.series.map((b) => b.unloadKg / 1000) },
      ],
      size: look.wide,
      theme: look.theme,
      categoryLabel: '周期',
    }),
    lineChart({
      title: '发运运费（元）',
      categories: labels,
      series: [{ name: '运费（元）', values: view.series.map((b) => b.freightFen) }],
      format: (fen) => formatFen(fen),
      size: look.half,
      theme: look.theme,
      categoryLabel: '周期',
    }),
    gaugeChart({ title: '准时到货率', value: t.onTime, max: t.dueRated, label: '准时到货率', size: look.small, theme: look.theme }),
    rankedBar('发运线路排名', named(view.byLine, lineName), look, '线路'),
    rankedBar('发运城市排名', named(view.byCity, cityCodeLabel), look, '城市'),
    rankedBar('承运商排名', view.byCarrier, look, '承运商'),
  ];
  return { figures, charts, tables: [], window: `统计区间：${view.from} 至 ${view.to}（不含）` };
}

// ---- 管控 ------------------------------------------------------------------------------------

export function controlPart(view: ControlView, look: Look): CockpitPart {
  const w = view.waybillReports;
  const reported = w.notReported + w.reported + w.failed;
  const figures: Figure[] = [
    { key: 'controlOrders', label: '管控订单', value: count(view.controlOrders) },
    { key: 'controlWaybills', label: '管控派车单', value: count(view.controlWaybills) },
    { key: 'reported', label: '已上报派车单', value: count(w.reported) },
    { key: 'failed', label: '上报失败', value: count(w.failed) },
    { key: 'fiveCertFailures', label: '五证校验未通过', value: count(view.fiveCertFailures) },
  ];
  const states = (counts: typeof w) =>
    (Object.keys(REPORT_STATE_LABELS) as (keyof typeof REPORT_STATE_LABELS)[]).map((k) => ({ name: REPORT_STATE_LABELS[k], value: counts[k] }));
  const charts = [
    pieChart({ title: '电子运单上报状态', items: states(w), donut: true, size: look.small, theme: look.theme, categoryLabel: '上报状态' }),
    pieChart({ title: '资金流水单上报状态', items: states(view.fundFlowReports), donut: true, size: look.small, theme: look.theme, categoryLabel: '上报状态' }),
    gaugeChart({ title: '运单上报率', value: w.reported, max: reported, label: '已上报占比', size: look.small, theme: look.theme }),
    barChart({
      title: '税源地派车单',
      categories: view.taxSites.map((s) => s.province),
      series: [{ name: '派车单数', values: view.taxSites.map((s) => s.waybills) }],
      size: look.half,
      theme: look.theme,
      categoryLabel: '税源地',
    }),
  ];
  const tables: ListTable[] = [
    {
      title: '税源地统计',
      headers: ['税源地（实际承运人注册省份）', '派车单数', '运费'],
      rows: view.taxSites.map((s) => [s.province, count(s.waybills), yuan(s.freightFen)]),
      empty: '统计区间内没有签收的管控派车单',
    },
    {
      title: '最近的五证校验失败',
      headers: ['派车单号', '问题', '校验时间'],
      rows: view.latestFailures.map((f) => [f.waybillNo, f.problems.join('；'), f.checkedAt ? shortDateTime(f.checkedAt) : '—']),
      empty: '统计区间内没有五证校验失败',
    },
  ];
  return { figures, charts, tables, window: `统计区间：${view.from} 至 ${view.to}（不含）；上报统计为区间内签收的管控派车单` };
}

// ---- loaders' work ---------------------------------------------------------------------------

export type CockpitKind = 'online' | 'shipping' | 'control';

export async function cockpitPart(caller: Caller, kind: CockpitKind, filters: CockpitFilters, look: Look): Promise<CockpitPart> {
  if (kind === 'online') return onlinePart(await api.cockpits.online(caller, { offlineMinutes: filters.offlineMinutes }), look);
  if (kind === 'shipping') return shippingPart(await api.cockpits.shipping(caller, { period: filters.period }), look);
  return controlPart(await api.cockpits.control(caller, { period: filters.period }), look);
}

/** One cockpit's page data: its settings from the URL and its part. */
export async function cockpitData(caller: Caller, kind: CockpitKind, look: Look = DESK) {
  const filters = cockpitFilters(caller.request);
  return { kind, filters, part: await cockpitPart(caller, kind, filters, look) };
}

/** A wall screen: several cockpits' parts over the same settings, in the dark theme. */
export async function wallData(caller: Caller, kinds: CockpitKind[]) {
  const filters = cockpitFilters(caller.request);
  const parts = await Promise.all(kinds.map((kind) => cockpitPart(caller, kind, filters, WALL)));
  return { kinds, filters, parts };
}
