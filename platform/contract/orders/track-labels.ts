// The dispatch reports' groupings without zod (issue 15: the report screen does not load the
// validation library); orders/track.ts re-exports them with the schemas.

export const REPORT_GROUPS = { day: '按日期', route: '按线路', vehicle: '按车辆' } as const;
export type ReportGroup = keyof typeof REPORT_GROUPS;
