// /list-feight (运价信息): reference prices per route and vehicle type over the last 30 days, from
// public cargo and completed orders; filters in the URL. A row links to its weekly trend (/GPDetail).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { labelIn } from '#contract/dictionaries';
import { VEHICLE_TYPE } from '#contract/dict-vehicle-type';
import { formatDateTime, formatFen } from '#contract/format';
import { FREIGHT_WINDOW_DAYS } from '#contract/portal';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { FilterError } from '#app/components/filter-actions';
import { HallTabs } from '#app/components/hall-filter';
import { RegionSelect } from '#app/components/filter-select';
import { RouteFilterForm } from '#app/components/line-table';
import { PageLinks } from '#app/components/page-links';
import { loadFreight, routeHref } from '#app/utils/freight.server';
export { pagesLinks as links } from '#app/styles/sheets';

export async function loader(args: LoaderFunctionArgs) {
  const result = await loadFreight(args);
  const page = result.page && { ...result.page, records: result.page.records.map((r) => ({ ...r, href: routeHref(r) })) };
  return data({ ...result, page, vehicleTypes: VEHICLE_TYPE.items, windowDays: FREIGHT_WINDOW_DAYS }, { status: result.status });
}

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
      {page && page.records.length === 0 ? <p className="muted hall-empty">该条件下近期没有运价样本，请调整筛选条件</p> : null}
      {page && page.records.length > 0 ? (
        <table className="data-table" aria-label="线路运价">
          <thead>
            <tr>
              <th scope="col">线路</th>
              <th scope="col">车型</th>
              <th scope="col">平均单价</th>
              <th scope="col">价格区间</th>
              <th scope="col">样本</th>
              <th scope="col">最近</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {page.records.map((r) => (
              <tr key={`${r.originCity}-${r.destCity}-${r.vehicleType ?? ''}`}>
                <td className="route">
                  {r.origin} → {r.destination}
                </td>
                <td>{r.vehicleType ? labelIn(VEHICLE_TYPE, r.vehicleType) : '不限'}</td>
                <td className="price">{formatFen(r.avgPriceFen)} 元/吨</td>
                <td>
                  {formatFen(r.minPriceFen)} – {formatFen(r.maxPriceFen)}
                </td>
                <td>
                  货源 {r.cargoCount} · 成交 {r.orderCount}
                </td>
                <td className="muted">{formatDateTime(r.lastAt, 'MM-DD HH:mm')}</td>
                <td>
                  <Link to={r.href} aria-label={`${r.origin}至${r.destination}运价走势`}>
                    运价走势
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {page ? <PageLinks total={page.total} pageNumber={page.pageNumber} pageSize={page.pageSize} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
