// The reports' requests and answers (issue 48): the line reports (/line-shipping-details,
// /line-shipping-summary) and the DIY reports. Every figure is the caller's: a company sees its own
// waybills, operations the platform's.
import { z } from 'zod';
import { idField } from '../ids';
import { pageFields } from '../page';
import { DIY_DISPLAY_KEYS, DIY_MAX_DISPLAY, DIY_MAX_QUERY, DIY_QUERY_KEYS, type DiyDisplayField, type DiyQueryField } from './catalogue';
import { DISPATCH_REPORTS, DIY_STATUSES, REPORT_MESSAGES } from './labels';

export * from './labels';
export * from './catalogue';

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, REPORT_MESSAGES.day)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, REPORT_MESSAGES.day);
const cityCode = z
  .string()
  .trim()
  .regex(/^\d{4}$/, REPORT_MESSAGES.city);
const text = z.string().trim().max(50, REPORT_MESSAGES.text);

/** The line reports' filters: loaded between two China days (both included), a line's cities, the carrier's and the goods' names. */
export const lineFilters = z.object({
  from: day.optional(),
  to: day.optional(),
  originCity: cityCode.optional(),
  destCity: cityCode.optional(),
  carrierName: text.optional(),
  goodsName: text.optional(),
});
export type LineFilters = z.infer<typeof lineFilters>;
export const LINE_FILTER_KEYS = ['from', 'to', 'originCity', 'destCity', 'carrierName', 'goodsName'] as const;

export const lineQuery = lineFilters.extend(pageFields(20, 100));
export type LineQuery = z.infer<typeof lineQuery>;

/** The figures of a group of waybills (a line, or a line on a day by carrier and goods). */
export const lineFigures = z.object({
  waybills: z.number().int(),
  loadKg: z.number().int(),
  unloadKg: z.number().int(),
  /** load minus unload weight, over the waybills weighed at both ends */
  lossKg: z.number().int(),
  freightFen: z.number().int(),
  /** Σ load weight (kg) × the line's distance (km), over the waybills whose line has a distance */
  kgKm: z.number(),
  /** the freight of those same waybills: price per tonne-km = pricedFreightFen / (kgKm / 1000) */
  pricedFreightFen: z.number().int(),
});
export type LineFigures = z.infer<typeof lineFigures>;

export const lineRow = lineFigures.extend({
  originCity: z.string(),
  destCity: z.string(),
  /** the line's distance in km (the registered freight lines of the city pair), null when none is registered */
  distanceKm: z.number().int().nullable(),
  /** details only: the China day loaded, the carrier company (个人承运人 for individuals) and the goods */
  day: z.string().optional(),
  carrierName: z.string().optional(),
  goodsName: z.string().optional(),
});
export type LineRow = z.infer<typeof lineRow>;

export const linePage = z.object({
  records: z.array(lineRow),
  total: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  /** the filters as applied (the default period filled in) */
  from: z.string(),
  to: z.string(),
  totals: lineFigures,
});
export type LinePage = z.infer<typeof linePage>;

export const lineKind = z.enum(['details', 'summary']);
export type LineKind = z.infer<typeof lineKind>;

export const lineExportBody = lineFilters.extend({ kind: lineKind });

// ---- DIY reports ------------------------------------------------------------------------------

const displayKey = z.enum(DIY_DISPLAY_KEYS as [DiyDisplayField, ...DiyDisplayField[]], { errorMap: () => ({ message: REPORT_MESSAGES.diyUnknownField }) });
const queryKey = z.enum(DIY_QUERY_KEYS as [DiyQueryField, ...DiyQueryField[]], { errorMap: () => ({ message: REPORT_MESSAGES.diyUnknownField }) });

/** A form's one-or-many checkbox values as a list. */
const listOf = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]), z.array(item));

export const diySaveInput = z.object({
  id: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    idField(REPORT_MESSAGES.diyNotFound).optional(),
  ),
  name: z.string({ required_error: REPORT_MESSAGES.diyName }).trim().min(1, REPORT_MESSAGES.diyName).max(30, REPORT_MESSAGES.diyName),
  remark: z.string().trim().max(200, '备注最多 200 个字').optional(),
  displayFields: listOf(displayKey)
    .pipe(z.array(displayKey).min(1, REPORT_MESSAGES.diyDisplayFields).max(DIY_MAX_DISPLAY, REPORT_MESSAGES.diyTooManyFields))
    .transform((keys) => [...new Set(keys)]),
  queryFields: listOf(queryKey)
    .pipe(z.array(queryKey).max(DIY_MAX_QUERY, REPORT_MESSAGES.diyTooManyFields))
    .transform((keys) => [...new Set(keys)]),
});
export type DiySaveInput = z.input<typeof diySaveInput>;

export const diyStatus = z.enum(DIY_STATUSES);

export const diyReport = z.object({
  id: z.number().int(),
  name: z.string(),
  remark: z.string().nullable(),
  displayFields: z.array(z.string()),
  queryFields: z.array(z.string()),
  status: diyStatus,
  updatedAt: z.string(),
});
export type DiyReport = z.infer<typeof diyReport>;

export const diyPageQuery = z.object({
  name: text.optional(),
  status: diyStatus.optional(),
  ...pageFields(20, 50),
});
export type DiyPageQuery = z.infer<typeof diyPageQuery>;

export const diyFieldRow = z.object({ key: z.string(), label: z.string(), kind: z.string() });
export const fieldPageQuery = z.object({ ...pageFields(50, 50) });

/** A run: the report's filters by name (see catalogue.ts filterNames), and the page. */
export const diyRunBody = z.object({
  filters: z.record(z.string().max(50, REPORT_MESSAGES.diyFilterValue)).default({}),
  pageNumber: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  /** export: every row (at most REPORT_EXPORT_MAX) rather than a page */
  all: z.boolean().optional(),
});
export type DiyRunBody = z.input<typeof diyRunBody>;

export const diyCell = z.union([z.string(), z.number(), z.null()]);
export const diyRun = z.object({
  report: diyReport,
  records: z.array(z.record(diyCell)),
  total: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});
export type DiyRun = z.infer<typeof diyRun>;

// ---- dispatch-order reports (operations) --------------------------------------------------------

export const dispatchReportQuery = z.object({
  waybillNo: z.string().trim().max(30, '派车单号最多 30 个字').optional(),
  plateNo: z.string().trim().max(12, '车牌号最多 12 个字').optional(),
  /** dispatched between these China days (both included) */
  from: day.optional(),
  to: day.optional(),
  ...pageFields(20, 100),
});
export type DispatchReportQuery = z.infer<typeof dispatchReportQuery>;
export const DISPATCH_REPORT_FILTER_KEYS = ['waybillNo', 'plateNo', 'from', 'to'] as const;
export const dispatchReportExportBody = dispatchReportQuery.omit({ pageNumber: true, pageSize: true }).extend({ report: z.enum(DISPATCH_REPORTS) });

export const dispatchReportRow = z.object({
  waybillId: z.number().int(),
  waybillNo: z.string(),
  status: z.string(),
  plateNo: z.string(),
  driverName: z.string(),
  originCity: z.string(),
  destCity: z.string(),
  shipperName: z.string(),
  carrierName: z.string(),
  loadKg: z.number().int().nullable(),
  freightFen: z.number().int().nullable(),
  createdAt: z.string(),
  /** the report's own column (DISPATCH_REPORT_NOTES) */
  note: z.string(),
});
export type DispatchReportRow = z.infer<typeof dispatchReportRow>;
