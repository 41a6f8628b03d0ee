// A line report's screen (issue 48): its GET filters (the URL is its state), the export of what
// they match, the chart drawn on the server, the table with its totals row, and the page links.
import { Form } from '@remix-run/react';
import { Button } from '#app/components/button';
import { ChartFigure, type ChartData } from '#app/components/chart-kit';
import { RouteFields, type RouteRegions } from '#app/components/filter-select';
import { FilterButtons, FilterFold, filterParams, ListTable, type Column } from '#app/components/list-base';
import { PageLinks } from '#app/components/page-links';
import type { LineKind } from '#contract/reports/schemas';
import type { LineFiguresView, LineRowView } from '#contract/reports/line-sheets';
import { LINE_EXPORT, LINE_PATHS, LINE_TITLES } from './paths';

export type LineReportQuery = {
  from: string;
  to: string;
  originProvince: string;
  originCity: string;
  destProvince: string;
  destCity: string;
  carrierName: string;
  goodsName: string;
  pageNumber: number;
  pageSize: number;
};

const FIGURES: Array<{ title: string; key: keyof LineFiguresView }> = [
  { title: '派车单数', key: 'waybills' },
  { title: '装货重量', key: 'load' },
  { title: '卸货重量', key: 'unload' },
  { title: '装卸损耗', key: 'loss' },
  { title: '运费', key: 'freight' },
  { title: '周转量', key: 'tonKm' },
  { title: '吨公里均价', key: 'pricePerTonKm' },
];

const LEADING: Record<LineKind, Column<LineRowView>[]> = {
  summary: [
    { title: '线路', cell: (r) => r.line },
    { title: '运距', cell: (r) => r.distance },
  ],
  details: [
    { title: '装货日期', cell: (r) => r.day },
    { title: '线路', cell: (r) => r.line },
    { title: '承运商', cell: (r) => r.carrier },
    { title: '货物', cell: (r) => r.goods },
    { title: '运距', cell: (r) => r.distance },
  ],
};

function Field({ name, label, value, type = 'text', error }: { name: string; label: string; value: string; type?: 'text' | 'date'; error?: string }) {
  const errorId = `${name}-error`;
  return (
    <label className="cap-filter">
      <span>{label}</span>
      <input
        type={type}
        name={name}
        defaultValue={value}
        maxLength={type === 'text' ? 50 : undefined}
        className="cap-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </label>
  );
}

export function LineReport({
  kind,
  query,
  errors,
  regions,
  rows,
  totals,
  total,
  chart,
}: {
  kind: LineKind;
  query: LineReportQuery;
  errors: Record<string, string>;
  regions: RouteRegions;
  rows: LineRowView[];
  totals: LineFiguresView;
  total: number;
  chart: ChartData | null;
}) {
  const path = LINE_PATHS[kind];
  const title = LINE_TITLES[kind];
  const { originProvince: _o, destProvince: _d, ...exported } = query;
  const filters = filterParams(exported);
  const columns: Column<LineRowView>[] = [
    ...LEADING[kind],
    ...FIGURES.map((f) => ({ title: f.title, cell: (r: LineRowView) => r[f.key], className: 'price' })),
  ];
  const other = kind === 'summary' ? 'details' : 'summary';
  return (
    <section className="panel cap-page" aria-labelledby="line-report-title">
      <div className="cap-head">
        <h1 id="line-report-title" className="page-title">
          {title}
        </h1>
        <div className="cap-actions">
          <Button component="a" href={`${LINE_PATHS[other]}${filters.size ? `?${filters}` : ''}`} variant="default">
            {LINE_TITLES[other]}
          </Button>
          <Button component="a" href={`${LINE_EXPORT}?kind=${kind}${filters.size ? `&${filters}` : ''}`} variant="default">
            导出
          </Button>
        </div>
      </div>
      <Form method="get" action={path} className="cap-filters" aria-label={`筛选${title}`}>
        <FilterFold>
          <Field name="from" label="装货日期从" type="date" value={query.from} error={errors.from} />
          <Field name="to" label="至" type="date" value={query.to} error={errors.to} />
          <RouteFields filters={query} regions={regions} />
          <Field name="carrierName" label="承运商" value={query.carrierName} error={errors.carrierName} />
          <Field name="goodsName" label="货物名称" value={query.goodsName} error={errors.goodsName} />
          {query.pageSize !== 20 ? <input type="hidden" name="pageSize" value={query.pageSize} /> : null}
          <FilterButtons reset={path} />
        </FilterFold>
      </Form>
      {errors.originCity || errors.destCity ? (
        <p className="field-error" role="alert">
          {errors.originCity ?? errors.destCity}
        </p>
      ) : null}
      <p className="muted">
        统计装货日期在 {query.from || '—'} 至 {query.to || '—'}{' '}
        之间的派车单（不含已作废）；运距取该城市线路登记的最短运距，未登记运距的线路不计周转量与吨公里均价。
      </p>
      {chart ? <ChartFigure chart={chart} /> : null}
      <ListTable
        label={`${title}列表`}
        empty="暂无发运数据"
        rowKey={(r) => r.key}
        rows={rows}
        columns={columns}
        foot={
          <tr className="totals-row">
            <th scope="row" colSpan={LEADING[kind].length}>
              合计
            </th>
            {FIGURES.map((f) => (
              <td key={f.key} data-label={f.title} className="price" data-total={f.key}>
                {totals[f.key]}
              </td>
            ))}
          </tr>
        }
      />
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </section>
  );
}
