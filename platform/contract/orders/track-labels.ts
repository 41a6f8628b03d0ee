// The dispatch reports' groupings without zod (issue 15: the report screen does not load the
// validation library); orders/track.ts re-exports them with the schemas.

export const REPORT_GROUPS = { day: '按日期', route: '按线路', vehicle: '按车辆' } as const;
export type ReportGroup = keyof typeof REPORT_GROUPS;

/** The phone page reports while it is open, every this many minutes (JS). */
export const POSITION_REPORT_MINUTES = 5;
/** The track page refreshes itself (JS) this often. */
export const TRACK_REFRESH_SECONDS = 60;
