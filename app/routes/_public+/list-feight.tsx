// /list-feight (运价信息): reference prices per route and vehicle type over the last 30 days, from
// public cargo and completed orders; filters in the URL. A row links to its weekly trend (/GPDetail).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { labelIn } from '#contract/dictionaries';
import { VEHICLE_TYPE } from '#contract/dict-vehicle-type';
import { formatDateTime, formatFen } from '#contract/format';
import { FREIGHT_WINDOW_DAYS } from '#contract/portal/schemas';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { FilterError } from '#app/components/filter-actions';
import { HallTabs } from '#app/features/portal/hall-filter';
import { RegionSelect } from '#app/components/filter-select';
import { RouteFilterForm } from '#app/features/portal/line-table';
import type { Column } from '#app/components/list-ui';
import type { FreightRow } from '#contract/portal/views';
import { PublicList } from '#app/features/portal/public-list';
import { loadFreight, routeHref } from '#app/features/portal/freight.server';
export { pagesLinks as links } from '#app/styles/sheets';

export async function loader(args: LoaderFunctionArgs) {
  const result = await loadFreight(args);
  const page = result.page && { ...result.page, records: result.page.records.map((r) => ({ ...r, href: routeHref(r) })) };
  return data({ ...result, page, vehicleTypes: VEHICLE_TYPE.items, windowDays: FREIGHT_WINDOW_DAYS }, { status: result.status });
}

const COLUMNS: Column<FreightRow & { href: string }>[] = [
  {
    title: '线路',
    className: 'route',
    cell: (r) => (
      <>
        {r.origin} → {r.destination}
      </>
    ),
  },
  { title: '车型', cell: (r) => (r.vehicleType ? labelIn(VEHICLE_TYPE, r.vehicleType) : '不限') },
  { title: '平均单价', className: 'price', cell: (r) => `${formatFen(r.avgPriceFen)} 元/吨` },
  { title: '价格区间', cell: (r) => `${formatFen(r.minPriceFen)} – ${formatFen(r.maxPriceFen)}` },
  { title: '样本', cell: (r) => `货源 ${r.cargoCount} · 成交 ${r.orderCount}` },
  { title: '最近', className: 'muted', cell: (r) => formatDateTime(r.lastAt, 'MM-DD HH:mm') },
  {
    title: '操作',
    cell: (r) => (
      <Link to={r.href} aria-label={`${r.origin}至${r.destination}运价走势`}>
        运价走势
      </Link>
    ),
  },
];

export default function FreightList() {
  const { filters, regions, page, error, vehicleTypes, windowDays } = useLoaderData<typeof loader>();
  return (
    <div className="panel">
      <h1 className="page-title">运价信息</h1>
      <HallTabs current="freight" />
      <p className="muted">近 {windowDays} 天平台上公开发布的货源与已完成订单的成交单价（元/吨），按线路与车型汇总，仅供议价参考。</p>
      <RouteFilterForm label="运价筛选" resetTo="/list-feight" filters={filters} regions={regions}>
        <RegionSelect name="vehicleType" label="车辆类型" options={vehicleTypes} value={filters.vehicleType} />
      </RouteFilterForm>
      <FilterError error={error} />
      <PublicList
        page={page}
        label="线路运价"
        empty="该条件下近期没有运价样本，请调整筛选条件"
        emptyClass="hall-empty"
        columns={COLUMNS}
        rowKey={(r) => `${r.originCity}-${r.destCity}-${r.vehicleType ?? ''}`}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
