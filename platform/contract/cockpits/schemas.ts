// The cockpits' requests and answers (issue 48): three cockpits (online, shipping, control) and the
// two statistics calls of the admin list (statisticallyCount, taxSiteCount). Every figure is the
// caller's: a company sees its own waybills, operations the platform's.
import { z } from 'zod';
import { COCKPIT_MESSAGES, COCKPIT_PERIODS, OFFLINE_MINUTES_DEFAULT, OFFLINE_MINUTES_MAX, OFFLINE_MINUTES_MIN } from './labels';

export * from './labels';

export const periodField = z.enum(COCKPIT_PERIODS, { errorMap: () => ({ message: COCKPIT_MESSAGES.period }) }).default('day');

export const periodBody = z.object({ period: periodField }).strict();
export type PeriodBody = z.input<typeof periodBody>;

export const onlineBody = z
  .object({
    offlineMinutes: z
      .number({ invalid_type_error: COCKPIT_MESSAGES.offlineMinutes })
      .int(COCKPIT_MESSAGES.offlineMinutes)
      .min(OFFLINE_MINUTES_MIN, COCKPIT_MESSAGES.offlineMinutes)
      .max(OFFLINE_MINUTES_MAX, COCKPIT_MESSAGES.offlineMinutes)
      .default(OFFLINE_MINUTES_DEFAULT),
  })
  .strict();
export type OnlineBody = z.input<typeof onlineBody>;

/** The window a period covers: China calendar days, `to` exclusive. */
const windowOf = z.object({ period: z.enum(COCKPIT_PERIODS), from: z.string(), to: z.string() });

const onRoadCounts = z.object({ START: z.number(), LOAD: z.number(), UNLOAD: z.number() });

export const onlineVehicle = z.object({
  waybillId: z.number(),
  waybillNo: z.string(),
  plateNo: z.string(),
  status: z.string(),
  /** degrees (WGS-84); null without a position */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  recordedAt: z.string().nullable(),
  offline: z.boolean(),
  province: z.string(),
  /** the latest position in words ('河北省 唐山市'); null without a position, or one at sea */
  place: z.string().nullable(),
});
export type OnlineVehicle = z.infer<typeof onlineVehicle>;

export const provinceCount = z.object({ province: z.string(), online: z.number(), offline: z.number() });
export type ProvinceCount = z.infer<typeof provinceCount>;

export const latestException = z.object({
  id: z.number(),
  waybillNo: z.string(),
  /** abnormal_type dictionary */
  abnormalType: z.string(),
  description: z.string(),
  /** complaint_status: 0 pending, 1 handled */
  status: z.string(),
  createdAt: z.string(),
});
export type LatestException = z.infer<typeof latestException>;

/** A key-area alarm (issue 47) on one of the caller's waybills, raised on the caller's own areas (operations: anyone's). */
export const latestAlarm = z.object({
  id: z.number(),
  waybillNo: z.string(),
  areaName: z.string(),
  /** key-area alarm type: 1 enter, 2 leave, 3 stayed too long, 4 away too long */
  alarmType: z.string(),
  at: z.string(),
});
export type LatestAlarm = z.infer<typeof latestAlarm>;

export const onlineView = z.object({
  generatedAt: z.string(),
  offlineMinutes: z.number(),
  onRoad: z.number(),
  byStatus: onRoadCounts,
  /** on-road waybills whose latest position is recent / older than offlineMinutes / missing */
  online: z.number(),
  offline: z.number(),
  unlocated: z.number(),
  byProvince: z.array(provinceCount),
  vehicles: z.array(onlineVehicle),
  exceptions: z.array(latestException),
  pendingExceptions: z.number(),
  /** the latest key-area alarms, newest first (TOP_ROWS) */
  alarms: z.array(latestAlarm),
});
export type OnlineView = z.infer<typeof onlineView>;

export const shippingBucket = z.object({
  /** the bucket's first China day, YYYY-MM-DD */
  bucket: z.string(),
  shipped: z.number(),
  loadKg: z.number(),
  freightFen: z.number(),
  delivered: z.number(),
  unloadKg: z.number(),
});
export type ShippingBucket = z.infer<typeof shippingBucket>;

const ranked = z.object({ name: z.string(), waybills: z.number(), loadKg: z.number(), freightFen: z.number() });
export type Ranked = z.infer<typeof ranked>;

export const shippingView = windowOf.extend({
  totals: z.object({
    /** loaded in the window */
    shipped: z.number(),
    loadKg: z.number(),
    freightFen: z.number(),
    /** unloaded in the window */
    delivered: z.number(),
    unloadKg: z.number(),
    /** load minus unload weight of the delivered ones that have both */
    lossKg: z.number(),
    /** delivered with an unloading window: how many, and how many unloaded by its end */
    dueRated: z.number(),
    onTime: z.number(),
  }),
  series: z.array(shippingBucket),
  byLine: z.array(ranked),
  byCity: z.array(ranked),
  byCarrier: z.array(ranked),
});
export type ShippingView = z.infer<typeof shippingView>;

const reportCounts = z.object({ notReported: z.number(), reported: z.number(), failed: z.number() });
export type ReportCounts = z.infer<typeof reportCounts>;

export const taxSiteRow = z.object({ province: z.string(), waybills: z.number(), freightFen: z.number() });
export type TaxSiteRow = z.infer<typeof taxSiteRow>;

export const fiveCertFailure = z.object({ waybillNo: z.string(), problems: z.array(z.string()), checkedAt: z.string().nullable() });

export const controlView = windowOf.extend({
  /** 管控 orders made in the window */
  controlOrders: z.number(),
  /** their waybills made in the window */
  controlWaybills: z.number(),
  /** signed 管控 waybills of the window (signed in it): the electronic waybill's and the fund-flow document's report states */
  waybillReports: reportCounts,
  fundFlowReports: reportCounts,
  fiveCertFailures: z.number(),
  latestFailures: z.array(fiveCertFailure),
  taxSites: z.array(taxSiteRow),
});
export type ControlView = z.infer<typeof controlView>;

export const statisticallyCount = windowOf.extend({
  orders: z.number(),
  waybills: z.number(),
  vehicles: z.number(),
  drivers: z.number(),
  loadKg: z.number(),
  freightFen: z.number(),
});
export type StatisticallyCount = z.infer<typeof statisticallyCount>;

export const taxSiteCount = windowOf.extend({ rows: z.array(taxSiteRow) });
export type TaxSiteCount = z.infer<typeof taxSiteCount>;
