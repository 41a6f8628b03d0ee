// The line reports' server side (issue 48): the URL (period, line, carrier, goods, page) → one
// platform call → rows and a totals row shaped for the table, and a chart of the page's lines
// drawn on the server by the chart kit. A bad value in the URL is left out with its message at its
// field, never a 500; a refusal of the platform (a reversed period) shows the same way.
import { cityOptions, provinceOfCity, provinceOptions } from '#contract/portal/filters';
import { cityCodeLabel } from '#contract/regions';
import { LINE_FILTER_KEYS, lineQuery, type LineKind, type LinePage } from '#contract/reports/schemas';
import { barChart, lineChart } from '#app/components/chart-kit.server';
import { api } from '#app/utils/api.server';
import type { Caller } from '#app/utils/platform.server';
import { PlatformError } from '#app/utils/platform.server';
import { figuresView, rowView } from '#contract/reports/line-sheets';

const cityName = (code: string) => cityCodeLabel(code) || code;

type LineUrlFilters = Partial<Record<(typeof LINE_FILTER_KEYS)[number], string>>;

/** The URL's filters: each valid one kept, each bad one dropped with its message. */
export function lineFiltersOf(params: URLSearchParams) {
  const filters: LineUrlFilters = {};
  const errors: Record<string, string> = {};
  for (const key of LINE_FILTER_KEYS) {
    const raw = params.get(key)?.trim();
    if (!raw) continue;
    const parsed = lineQuery.shape[key].safeParse(raw);
    if (parsed.success && parsed.data) filters[key] = parsed.data;
    else if (!parsed.success) errors[key] = parsed.error.issues[0]?.message ?? '格式不正确';
  }
  const pageNumber = lineQuery.shape.pageNumber.safeParse(params.get('pageNumber') ?? undefined);
  const pageSize = lineQuery.shape.pageSize.safeParse(params.get('pageSize') ?? undefined);
  return { filters, errors, pageNumber: pageNumber.success ? pageNumber.data : 1, pageSize: pageSize.success ? pageSize.data : 20 };
}

const EMPTY: LinePage['totals'] = { waybills: 0, loadKg: 0, unloadKg: 0, lossKg: 0, freightFen: 0, kgKm: 0, pricedFreightFen: 0 };

export async function lineReportData(caller: Caller, kind: LineKind) {
  const params = new URL(caller.request.url).searchParams;
  const { filters, errors, pageNumber, pageSize } = lineFiltersOf(params);
  let page: LinePage;
  try {
    page = await (kind === 'details' ? api.reports.lineDetails : api.reports.lineSummary)(caller, { ...filters, pageNumber, pageSize });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const field = (error.data as { field?: string } | null)?.field ?? 'from';
    errors[field] = error.message;
    page = { records: [], total: 0, pageNumber, pageSize, from: filters.from ?? '', to: filters.to ?? '', totals: EMPTY };
  }
  const rows = page.records.map((r) => rowView(r, cityName));
  // the URL may name only a city: its province is implied, so the province select shows it
  const originProvince = params.get('originProvince')?.trim() || (filters.originCity ? provinceOfCity(filters.originCity) : undefined);
  const destProvince = params.get('destProvince')?.trim() || (filters.destCity ? provinceOfCity(filters.destCity) : undefined);
  return { kind, ...shaped(kind, page, filters, errors, originProvince, destProvince), rows };
}

/** The chart of the page: the summary's lines by load weight, the details' days. */
function chartOf(kind: LineKind, page: LinePage) {
  if (!page.records.length) return null;
  if (kind === 'summary') {
    return barChart({
      title: '各线路装货重量（吨）',
      categories: page.records.map((r) => `${cityName(r.originCity)}→${cityName(r.destCity)}`),
      series: [{ name: '装货重量', values: page.records.map((r) => Math.round(r.loadKg / 100) / 10) }],
      horizontal: true,
      size: 'wide',
      format: (v) => `${v} 吨`,
      categoryLabel: '线路',
    });
  }
  const byDay = new Map<string, number>();
  for (const r of page.records) byDay.set(r.day ?? '', (byDay.get(r.day ?? '') ?? 0) + r.loadKg);
  const days = [...byDay.keys()].sort();
  return lineChart({
    title: '本页各装货日的装货重量（吨）',
    categories: days,
    series: [{ name: '装货重量', values: days.map((d) => Math.round((byDay.get(d) ?? 0) / 100) / 10) }],
    size: 'wide',
    format: (v) => `${v} 吨`,
    categoryLabel: '装货日期',
  });
}

function shaped(kind: LineKind, page: LinePage, filters: LineUrlFilters, errors: Record<string, string>, originProvince?: string, destProvince?: string) {
  return {
    query: {
      from: page.from || filters.from || '',
      to: page.to || filters.to || '',
      originProvince: originProvince ?? '',
      originCity: filters.originCity ?? '',
      destProvince: destProvince ?? '',
      destCity: filters.destCity ?? '',
      carrierName: filters.carrierName ?? '',
      goodsName: filters.goodsName ?? '',
      pageNumber: page.pageNumber,
      pageSize: page.pageSize,
    },
    errors,
    regions: { provinces: provinceOptions(), originCities: cityOptions(originProvince), destCities: cityOptions(destProvince) },
    totals: figuresView(page.totals),
    total: page.total,
    chart: chartOf(kind, page),
  };
}
