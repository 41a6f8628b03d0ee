// The DIY reports' whitelist (issue 48): the only fields a report may show and the only filters it
// may ask, by key. The platform maps each key to a fixed column or expression
// (platform/modules/reports/catalogue-sql.ts); a report is a list of these keys, never SQL.
// Without zod: the screens read the labels.

/** How a shown field reads: plain text, a weight in kg, money in fen, a time, a city code, a waybill status. */
export type DiyValueKind = 'text' | 'weight' | 'fen' | 'time' | 'city' | 'status';
/** How a filter matches: text contained, one city, one status, a range of China days. */
export type DiyFilterKind = 'contains' | 'city' | 'status' | 'days';

export const DIY_DISPLAY_FIELDS = {
  waybillNo: { label: '派车单号', kind: 'text' },
  status: { label: '派车单状态', kind: 'status' },
  originCity: { label: '起始城市', kind: 'city' },
  destCity: { label: '目的城市', kind: 'city' },
  goodsName: { label: '货物名称', kind: 'text' },
  shipperName: { label: '货主', kind: 'text' },
  carrierName: { label: '承运商', kind: 'text' },
  plateNo: { label: '车牌号', kind: 'text' },
  driverName: { label: '司机', kind: 'text' },
  plannedWeight: { label: '计划重量', kind: 'weight' },
  loadWeight: { label: '装货重量', kind: 'weight' },
  unloadWeight: { label: '卸货重量', kind: 'weight' },
  lossWeight: { label: '装卸损耗', kind: 'weight' },
  freight: { label: '运费', kind: 'fen' },
  createdAt: { label: '派车时间', kind: 'time' },
  loadedAt: { label: '装货时间', kind: 'time' },
  unloadedAt: { label: '卸货时间', kind: 'time' },
  signedAt: { label: '签收时间', kind: 'time' },
} as const satisfies Record<string, { label: string; kind: DiyValueKind }>;
export type DiyDisplayField = keyof typeof DIY_DISPLAY_FIELDS;
export const DIY_DISPLAY_KEYS = Object.keys(DIY_DISPLAY_FIELDS) as DiyDisplayField[];

export const DIY_QUERY_FIELDS = {
  waybillNo: { label: '派车单号', kind: 'contains' },
  status: { label: '派车单状态', kind: 'status' },
  originCity: { label: '起始城市', kind: 'city' },
  destCity: { label: '目的城市', kind: 'city' },
  goodsName: { label: '货物名称', kind: 'contains' },
  shipperName: { label: '货主', kind: 'contains' },
  carrierName: { label: '承运商', kind: 'contains' },
  plateNo: { label: '车牌号', kind: 'contains' },
  createdDay: { label: '派车日期', kind: 'days' },
  loadedDay: { label: '装货日期', kind: 'days' },
} as const satisfies Record<string, { label: string; kind: DiyFilterKind }>;
export type DiyQueryField = keyof typeof DIY_QUERY_FIELDS;
export const DIY_QUERY_KEYS = Object.keys(DIY_QUERY_FIELDS) as DiyQueryField[];

/** The URL / body names of one filter: a day range is two (`loadedDayFrom`, `loadedDayTo`), the rest one. */
export function filterNames(key: DiyQueryField): string[] {
  return DIY_QUERY_FIELDS[key].kind === 'days' ? [`${key}From`, `${key}To`] : [key];
}

export const DIY_MAX_DISPLAY = 20;
export const DIY_MAX_QUERY = 10;
