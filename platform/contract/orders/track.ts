// Waybills on the road (issue #8, tracking part): who may be dispatched, where a waybill is, and
// the dispatch reports. Rules as data, read by the platform and the screens alike.
import { z } from 'zod';
import { idField } from '../ids';
import { pageFields } from '../page';
import { cargoPlaces } from './places';
import { waybillRow } from './rows';
import type { WaybillStatus } from './schemas';

export { POSITION_REPORT_MINUTES, TRACK_REFRESH_SECONDS } from './track-labels';

export * from './track-labels';

// ---------------------------------------------------------------------------------------------
// Dispatch: one live waybill per vehicle and per driver

/**
 * A vehicle or a driver carries at most ONE live waybill (CREATED, START, LOAD or UNLOAD) at a
 * time — including a CREATED one that has not set off yet. Decided so: the waybill names the
 * truck and the driver that will carry the goods (it is reported per trip to the provincial
 * network-freight monitoring platform, 单车单票), so a second waybill queued behind a first one
 * would promise the same truck to two shippers at overlapping times. A dispatcher who wants to
 * re-plan voids the CREATED waybill (quantity returns to its order) and dispatches again; once a
 * waybill is signed, refused or voided, the vehicle and driver are free.
 */
export const ONE_LIVE_WAYBILL_PER_VEHICLE_AND_DRIVER = true;

export const TRACK_MESSAGES = {
  busyOption: (waybillNo: string) => `运输中（派车单${waybillNo}）`,
  latRequired: '请输入纬度',
  lngRequired: '请输入经度',
  latInvalid: '纬度须为数字（如 39.0842）',
  lngInvalid: '经度须为数字（如 117.2009）',
  outsideChina: '位置不在中国境内，请检查经纬度',
  speedInvalid: '速度须为0到200之间的整数（公里/小时）',
  placeTooLong: '位置说明不能超过50个字',
  notOnRoad: '派车单未在运输途中（已发车、已装货或已卸货时才能上报位置）',
  manualAfterUnload: '已卸货，不能再手动上报位置',
  tooSoon: (seconds: number) => `上报过于频繁，请${seconds}秒后再试`,
  reported: '位置已上报',
  recordedAtInvalid: '定位时间无效',
} as const;

// ---------------------------------------------------------------------------------------------
// GPS positions

/** Waybill states during which positions are accepted. */
export const TRACKABLE: readonly WaybillStatus[] = ['START', 'LOAD', 'UNLOAD'];
/**
 * States in which a position typed by hand is accepted: after unloading the load has arrived, and a
 * typed position would only blur where it was delivered (GPS fixes still come until signing).
 */
export const TRACKABLE_BY_HAND: readonly WaybillStatus[] = ['START', 'LOAD'];
/** At most one position per waybill in this many seconds. */
export const POSITION_MIN_INTERVAL_S = 30;
/**
 * Coordinates are WGS-84 (what GPS devices and the browser's geolocation give). China's bounding
 * box, generous on every side: a position outside it is a typo or a spoof.
 */
export const CHINA_BOUNDS = { minLat: 3.8, maxLat: 53.6, minLng: 73.4, maxLng: 135.1 } as const;
export const POSITION_SOURCES = { driver: '司机手机', device: '车载终端' } as const;
export type PositionSource = keyof typeof POSITION_SOURCES;

export const inChina = (lat: number, lng: number) =>
  lat >= CHINA_BOUNDS.minLat && lat <= CHINA_BOUNDS.maxLat && lng >= CHINA_BOUNDS.minLng && lng <= CHINA_BOUNDS.maxLng;

/** '' → undefined (an empty field), a typed string → its number (NaN when not a number). */
const typedNumber = (v: unknown) =>
  v === undefined || v === null || v === '' ? undefined : typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v;

const coordinate = (required: string, invalid: string, max: number) =>
  z.preprocess(
    typedNumber,
    z.number({ required_error: required, invalid_type_error: invalid }).refine((n) => Number.isFinite(n) && Math.abs(n) <= max, invalid),
  );

const positionFields = {
  waybillId: idField('派车单不存在'),
  lat: coordinate(TRACK_MESSAGES.latRequired, TRACK_MESSAGES.latInvalid, 90),
  lng: coordinate(TRACK_MESSAGES.lngRequired, TRACK_MESSAGES.lngInvalid, 180),
  speedKmh: z.preprocess(
    typedNumber,
    z
      .number({ invalid_type_error: TRACK_MESSAGES.speedInvalid })
      .int(TRACK_MESSAGES.speedInvalid)
      .min(0, TRACK_MESSAGES.speedInvalid)
      .max(200, TRACK_MESSAGES.speedInvalid)
      .optional(),
  ),
  place: z.string().trim().max(50, TRACK_MESSAGES.placeTooLong).optional(),
};

const withinChina = <T extends { lat: number; lng: number }>(v: T, ctx: z.RefinementCtx) => {
  if (!inChina(v.lat, v.lng)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: TRACK_MESSAGES.outsideChina, path: ['lat'] });
};

/** The position form of the driver's page (typed by hand without JS, filled by geolocation with JS). */
export const positionForm = z.object(positionFields).superRefine(withinChina);

/** What the platform receives. `source` device is for vehicle terminals reporting through the carrier's account. */
export const positionBody = z
  .object({
    ...positionFields,
    source: z.enum(['driver', 'device']).optional().default('driver'),
    /** typed by hand (the manual form), not a fix from the phone's or the terminal's GPS: refused once unloaded */
    manual: z.boolean().optional(),
    /** when the fix was taken (ISO); defaults to now; never in the future nor older than a day */
    recordedAt: z.string().datetime({ offset: true, message: TRACK_MESSAGES.recordedAtInvalid }).optional(),
  })
  .superRefine(withinChina);
export type PositionBody = z.infer<typeof positionBody>;

export const trackPoint = z.object({
  lat: z.number(),
  lng: z.number(),
  speedKmh: z.number().int().nullable(),
  source: z.enum(['driver', 'device']),
  place: z.string().nullable(),
  /** where it is in words ('河北省 唐山市 丰南区'); null outside every province (at sea) or not yet placed */
  region: z.string().nullable(),
  recordedAt: z.string(),
});
export type TrackPoint = z.infer<typeof trackPoint>;

export const trackView = z.object({
  waybill: waybillRow.pick({
    id: true,
    waybillNo: true,
    orderId: true,
    orderNo: true,
    status: true,
    plateNo: true,
    driverName: true,
    origin: true,
    destination: true,
    goodsName: true,
  }),
  /** oldest first */
  points: z.array(trackPoint),
  /** status events (the waybill's history) */
  events: z.array(z.object({ toStatus: z.string(), label: z.string(), actorName: z.string(), remark: z.string().nullable(), createdAt: z.string() })),
  canReport: z.boolean(),
  /** whether the manual form is offered: on the road and not yet unloaded (after unloading only GPS fixes) */
  canReportByHand: z.boolean(),
  /** seconds until the next report is accepted (0: now) */
  nextReportIn: z.number().int(),
  /** where to load and unload, whom to call (places.ts) */
  places: cargoPlaces,
  /**
   * key-area alarms (issue 47) raised on this waybill by the caller's own areas (operations: every
   * one), oldest first: where and when, and which area
   */
  alarms: z.array(z.object({ alarmType: z.string(), areaName: z.string(), lng: z.number(), lat: z.number(), region: z.string().nullable(), at: z.string() })),
});
export type TrackView = z.infer<typeof trackView>;

// ---------------------------------------------------------------------------------------------
// On the road: the caller's waybills in transit and where each last was (the in-transit map)

/** The in-transit map shows at most this many waybills (the newest); the list below pages through all. */
export const ON_ROAD_MAX = 500;

export const onRoadQuery = z.object({
  /** part of a waybill number or of a plate (as typed: `津a·12345` finds 津A12345) */
  keyword: z.string().trim().max(30, '查找内容不能超过30个字').optional(),
});
export type OnRoadQuery = z.infer<typeof onRoadQuery>;

export const onRoadVehicle = waybillRow
  .pick({ id: true, waybillNo: true, status: true, plateNo: true, driverName: true, origin: true, destination: true, goodsName: true })
  .extend({ position: trackPoint.pick({ lat: true, lng: true, speedKmh: true, place: true, region: true, recordedAt: true }).nullable() });
export type OnRoadVehicle = z.infer<typeof onRoadVehicle>;

export const onRoadView = z.object({
  /** newest waybills first; `position` null until the first report */
  vehicles: z.array(onRoadVehicle),
  /** more than ON_ROAD_MAX matched */
  capped: z.boolean(),
});
export type OnRoadView = z.infer<typeof onRoadView>;

// ---------------------------------------------------------------------------------------------
// Reports: 派车报表 and 派车统计

/** A report spans at most this many days. */
export const REPORT_MAX_DAYS = 366;

export const REPORT_MESSAGES = {
  dateInvalid: '日期格式不正确',
  rangeInverted: '开始日期不能晚于结束日期',
  rangeTooLong: `统计区间不能超过${REPORT_MAX_DAYS}天`,
  noData: '所选区间没有派车数据',
} as const;

const dayField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, REPORT_MESSAGES.dateInvalid)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00+08:00`)), REPORT_MESSAGES.dateInvalid);

const checkRange = (v: { startDate?: string; endDate?: string }, ctx: z.RefinementCtx) => {
  if (!v.startDate || !v.endDate) return;
  const days = (Date.parse(v.endDate) - Date.parse(v.startDate)) / 86_400_000;
  if (days < 0) ctx.addIssue({ code: z.ZodIssueCode.custom, message: REPORT_MESSAGES.rangeInverted, path: ['endDate'] });
  else if (days >= REPORT_MAX_DAYS) ctx.addIssue({ code: z.ZodIssueCode.custom, message: REPORT_MESSAGES.rangeTooLong, path: ['endDate'] });
};

/** 派车报表: waybills created in [startDate, endDate] (China dates), grouped. */
export const sendCarReportQuery = z
  .object({
    startDate: dayField.optional(),
    endDate: dayField.optional(),
    groupBy: z.enum(['day', 'route', 'vehicle']).optional().default('day'),
    ...pageFields(20, 50),
    /** every group (up to the export limit), for the spreadsheet */
    all: z.boolean().optional(),
  })
  .superRefine(checkRange);
export type SendCarReportQuery = z.infer<typeof sendCarReportQuery>;

const int = z.number().int();
const sendCarFigures = {
  waybills: int,
  /** of which signed */
  signed: int,
  plannedKg: int,
  loadKg: int,
  unloadKg: int,
  /** load − unload over waybills that have both */
  lossKg: int,
  freightFen: int,
};
export const sendCarReportRow = z.object({
  /** the group's key: a date (YYYY-MM-DD), a route ("天津市 → 上海市") or a plate */
  key: z.string(),
  ...sendCarFigures,
});
export type SendCarReportRow = z.infer<typeof sendCarReportRow>;

export const sendCarReport = z.object({
  rows: z.array(sendCarReportRow),
  total: int,
  totals: z.object(sendCarFigures),
  pageNumber: int,
  pageSize: int,
  startDate: z.string(),
  endDate: z.string(),
});
export type SendCarReport = z.infer<typeof sendCarReport>;

/** 派车统计: the company's waybills by status and by month over `months` months up to now. */
export const sendCarTotalQuery = z.object({
  months: z.coerce.number().int().min(1).max(24).optional().default(12),
});

export const sendCarTotal = z.object({
  byStatus: z.array(z.object({ status: z.string(), waybills: int, plannedKg: int, freightFen: int })),
  byMonth: z.array(z.object({ month: z.string(), waybills: int, signed: int, invalid: int, unloadKg: int, freightFen: int })),
  all: z.object({ waybills: int, plannedKg: int, freightFen: int }),
});
export type SendCarTotal = z.infer<typeof sendCarTotal>;

/** Default report range: the last 30 days up to today (China dates). */
export function defaultReportRange(now = new Date()): { startDate: string; endDate: string } {
  const china = (t: number) => new Date(t + 8 * 3_600_000).toISOString().slice(0, 10);
  return { startDate: china(now.getTime() - 29 * 86_400_000), endDate: china(now.getTime()) };
}
