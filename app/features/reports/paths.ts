// Where the report screens live: the line reports (the spec's paths), the DIY reports' operations
// screens and the users' runs, and their exports. Shared by routes, server helpers and links.
import type { LineKind } from '#contract/reports/schemas';

export const LINE_PATHS: Record<LineKind, string> = { details: '/line-shipping-details', summary: '/line-shipping-summary' };
export const LINE_TITLES: Record<LineKind, string> = { details: '线路发运明细', summary: '线路发运汇总' };
export const LINE_EXPORT = '/resources/reports/line-export';

/** Operations: the dispatch-order reports of the admin list, one tab each (?tab=), and their export. */
export const DISPATCH_REPORT_PATH = '/report/dispatch';
export const DISPATCH_REPORT_EXPORT = '/resources/reports/dispatch-export';

export const DIY_PATHS = {
  /** operations: the reports they defined, with enable, disable and delete */
  manage: '/report/diy',
  /** operations: a new report or one to change (?id=) */
  edit: '/report/diy/edit',
  /** everyone: the enabled reports */
  list: '/report/list',
  /** everyone: one report run with its filters in the URL */
  run: (id: number) => `/report/run/${id}`,
  export: (id: number) => `/resources/reports/diy-export/${id}`,
} as const;
