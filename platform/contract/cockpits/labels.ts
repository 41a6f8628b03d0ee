// The cockpits' periods, limits and labels without zod (issue 48): the screens show them without
// loading the validation library; schemas.ts builds the request schemas from the same lists.

/** The period of the shipping and control cockpits: its buckets and how far back the window goes. */
export const COCKPIT_PERIODS = ['day', 'week', 'month'] as const;
export type CockpitPeriod = (typeof COCKPIT_PERIODS)[number];

/** How many buckets each period shows (the window is bounded: at most about a year of rows). */
export const PERIOD_BUCKETS: Record<CockpitPeriod, number> = { day: 30, week: 12, month: 12 };

export const PERIOD_LABELS: Record<CockpitPeriod, string> = {
  day: '按日（近30天）',
  week: '按周（近12周）',
  month: '按月（近12个月）',
};

/** A position older than this many minutes shows the vehicle as offline (离线), unless the URL says otherwise. */
export const OFFLINE_MINUTES_DEFAULT = 30;
export const OFFLINE_MINUTES_MIN = 5;
export const OFFLINE_MINUTES_MAX = 1440;

/** Rows the ranking tiles (by line, city, carrier, province) and the latest lists show. */
export const TOP_ROWS = 10;
/** Vehicles listed with their latest position on the online cockpit. */
export const VEHICLE_ROWS = 50;

/** The waybill states of "on the road" (派车单 START 已接单, LOAD 已装货, UNLOAD 已卸货). */
export const ON_ROAD_STATES = ['START', 'LOAD', 'UNLOAD'] as const;
export type OnRoadState = (typeof ON_ROAD_STATES)[number];
export const ON_ROAD_LABELS: Record<OnRoadState, string> = { START: '待装货', LOAD: '运输中', UNLOAD: '已卸货' };

/** Report states of the control cockpit (运单上报): never sent or waiting, answered 0000, refused or failed. */
export const REPORT_STATE_LABELS = { notReported: '未上报', reported: '已上报', failed: '上报失败' } as const;

/** Where no position or no province is known. */
export const UNLOCATED = '无定位';

export const COCKPIT_MESSAGES = {
  period: '请选择正确的统计周期',
  offlineMinutes: `离线判定时间须为${OFFLINE_MINUTES_MIN}至${OFFLINE_MINUTES_MAX}分钟的整数`,
} as const;
