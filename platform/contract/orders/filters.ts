// The query keys and filter options of the order and waybill lists, apart from the schemas, so list screens can keep filters in
// links without loading the validation code into the browser.
export const WAYBILL_FILTER_KEYS = [
  'status',
  'auditStatus',
  'missing',
  'moving',
  'attention',
  'waybillNo',
  'orderNo',
  'plateNo',
  'driverName',
  'startDate',
  'endDate',
  'releaseKind',
  'payStatus',
  'view',
  'party',
] as const;
/** The waybill list's `attention` values (issue 43): 逾期, 异常, or either. */
export const WAYBILL_ATTENTION = ['any', 'late', 'abnormal'] as const;
export const WAYBILL_ATTENTION_LABELS: Record<(typeof WAYBILL_ATTENTION)[number], string> = { any: '需关注', late: '逾期', abnormal: '异常' };
/** Filters of an order list that narrow it (paging does not; view is the screen's). */
export const ORDER_FILTER_KEYS = ['status', 'source', 'releaseKind', 'orderNo', 'party', 'expired', 'direction', 'view', 'startDate', 'endDate'] as const;

export type ReleaseKind = 'normal' | 'preferred' | 'control';
export const RELEASE_KIND_LABELS: Record<ReleaseKind, string> = { normal: '普通订单', preferred: '优选订单', control: '管控订单' };
export const RELEASE_KIND_OPTIONS = (Object.keys(RELEASE_KIND_LABELS) as ReleaseKind[]).map((value) => ({ value, label: RELEASE_KIND_LABELS[value] }));
export const releaseKindLabel = (kind: string) => RELEASE_KIND_LABELS[kind as ReleaseKind] ?? kind;
