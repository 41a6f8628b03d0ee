// /list-feight (运价信息): reference prices per route and vehicle type over the last 30 days, from
// public cargo and completed orders; filters in the URL. A row links to its weekly trend (/GPDetail).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { FREIGHT_VEHICLE_TYPE } from '#contract/capacity/dict-vehicle-type';
import { FREIGHT_WINDOW_DAYS } from '#contract/portal/constants';
import { HallTabs } from '#app/features/portal/hall-filter';
import { RegionSelect } from '#app/components/filter-select';
import { RouteFilterForm } from '#app/features/portal/line-table';
import { FreightList } from '#app/features/portal/freight-table';
import { loadFreight, withRouteLinks } from '#app/features/portal/freight.server';
export { pagesLinks as links } from '#app/styles/sheets';

export async function loader(args: LoaderFunctionArgs) {
  const result = await loadFreight(args);
  return data(
    { ...result, page: withRouteLinks(result.page), vehicleTypes: FREIGHT_VEHICLE_TYPE.items, windowDays: FREIGHT_WINDOW_DAYS },
    { status: result.status },
  );
}

export default function FreightInfo() {
  const { filters, regions, page, error, vehicleTypes, windowDays } = useLoaderData<typeof loader>();
  return (
    <div className="panel">
      <h1 className="page-title">运价信息</h1>
      <HallTabs current="freight" />
      <p className="muted">近 {windowDays} 天平台上公开发布的货源与已完成订单的成交单价（元/吨），按线路与车型汇总，仅供议价参考。</p>
      <RouteFilterForm label="运价筛选" resetTo="/list-feight" filters={filters} regions={regions}>
        <RegionSelect name="vehicleType" label="车辆类型" options={vehicleTypes} value={filters.vehicleType} />
      </RouteFilterForm>
      <FreightList page={page} error={error} label="线路运价" />
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
