// A line report's figures as the screen, the spreadsheet and the background export read them (issue 48):
// weights in tonnes, money in yuan, the price per tonne-km in 元/吨公里, cities by the caller's namer.
import type { ExportSheet } from '../export-sheet';
import { tonnesText, yuanText } from '../export-sheet';
import type { LineFigures, LineKind, LineRow } from './schemas';

export type LineFiguresView = {
  waybills: string;
  load: string;
  unload: string;
  loss: string;
  freight: string;
  tonKm: string;
  pricePerTonKm: string;
};
export type LineRowView = LineFiguresView & { key: string; line: string; distance: string; day: string; carrier: string; goods: string };

/** fen per (kg × km / 1000) as 元/吨公里 to 4 places; '—' with no distance or no weight. */
export function pricePerTonKm(f: Pick<LineFigures, 'kgKm' | 'pricedFreightFen'>): string {
  if (!f.kgKm) return '—';
  return `${(f.pricedFreightFen / 100 / (f.kgKm / 1000)).toFixed(4)} 元/吨公里`;
}

export function figuresView(f: LineFigures): LineFiguresView {
  return {
    waybills: String(f.waybills),
    load: tonnesText(f.loadKg) || '0 吨',
    unload: tonnesText(f.unloadKg) || '0 吨',
    loss: tonnesText(f.lossKg) || '0 吨',
    freight: yuanText(f.freightFen),
    tonKm: f.kgKm ? `${(f.kgKm / 1000).toFixed(1)} 吨公里` : '—',
    pricePerTonKm: pricePerTonKm(f),
  };
}

export function rowView(r: LineRow, cityName: (code: string) => string): LineRowView {
  const line = `${cityName(r.originCity)} → ${cityName(r.destCity)}`;
  return {
    ...figuresView(r),
    key: [r.originCity, r.destCity, r.day, r.carrierName, r.goodsName].join('|'),
    line,
    distance: r.distanceKm === null ? '—' : `${r.distanceKm} 公里`,
    day: r.day ?? '',
    carrier: r.carrierName ?? '',
    goods: r.goodsName ?? '',
  };
}

const FIGURE_COLUMNS: ExportSheet<LineRowView>['columns'] = [
  { header: '派车单数', width: 10, value: (r) => r.waybills },
  { header: '装货重量', width: 14, value: (r) => r.load },
  { header: '卸货重量', width: 14, value: (r) => r.unload },
  { header: '装卸损耗', width: 12, value: (r) => r.loss },
  { header: '运费', width: 16, value: (r) => r.freight },
  { header: '周转量', width: 16, value: (r) => r.tonKm },
  { header: '吨公里均价', width: 18, value: (r) => r.pricePerTonKm },
];

/** The export's sheet of each report: the same columns as the screen's table. */
export const LINE_SHEETS: Record<LineKind, ExportSheet<LineRowView>> = {
  summary: {
    name: '线路发运汇总',
    file: { ascii: 'line-shipping-summary', chinese: '线路发运汇总' },
    columns: [{ header: '线路', width: 26, value: (r) => r.line }, { header: '运距', width: 10, value: (r) => r.distance }, ...FIGURE_COLUMNS],
  },
  details: {
    name: '线路发运明细',
    file: { ascii: 'line-shipping-details', chinese: '线路发运明细' },
    columns: [
      { header: '装货日期', width: 12, value: (r) => r.day },
      { header: '线路', width: 26, value: (r) => r.line },
      { header: '承运商', width: 24, value: (r) => r.carrier },
      { header: '货物', width: 14, value: (r) => r.goods },
      { header: '运距', width: 10, value: (r) => r.distance },
      ...FIGURE_COLUMNS,
    ],
  },
};
