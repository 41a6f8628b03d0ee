// /GPDetail (挂牌运价详情): one route's listed (挂牌) cargo prices and deal prices per week over the
// last 12 weeks, as a server-drawn SVG chart and a table, with the verified carriers' lines on the
// route. Opened from /list-feight; the route is in the URL (?originCity=&destCity=&vehicleType=).
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { labelIn } from '#contract/dictionaries';
import { FREIGHT_VEHICLE_TYPE, VEHICLE_TYPE } from '#contract/capacity/dict-vehicle-type';
import { LineTable, RouteFilterForm } from '#app/features/portal/line-table';
import { PriceChart } from '#app/features/portal/price-chart';
import { loadFreight, loadFreightRoute, withRouteLinks } from '#app/features/portal/freight.server';
import { priceChart } from '#app/features/portal/price-chart.server';
import { FreightList } from '#app/features/portal/freight-table';
import { RegionSelect } from '#app/components/filter-select';
import { fenOrDash } from '#app/utils/format';
export { pagesLinks as links } from '#app/styles/sheets';

export async function loader(args: LoaderFunctionArgs) {
  const params = new URL(args.request.url).searchParams;
  if (!params.get('originCity')?.trim() || !params.get('destCity')?.trim()) {
    const freight = await loadFreight(args);
    return data(
      { route: null, vehicleName: '', chart: null, picker: { ...freight, page: withRouteLinks(freight.page), vehicleTypes: FREIGHT_VEHICLE_TYPE.items } },
      { status: freight.status },
    );
  }
  const route = await loadFreightRoute(args);
  const vehicleName = route.vehicleType ? labelIn(VEHICLE_TYPE, route.vehicleType) : '全部车型';
  const title = `${route.origin} → ${route.destination}（${vehicleName}）近 ${route.weeks.length} 周运价走势`;
  return { route, vehicleName, chart: priceChart(route.weeks, title), picker: null };
}

type Picker = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['picker']>;

function RoutePicker({ picker }: { picker: Picker }) {
  return (
    <div className="panel">
      <p className="breadcrumb">
        <Link to="/list-feight">运价信息</Link> › 运价详情
      </p>
      <h1 className="page-title">运价详情：请选择线路</h1>
      <p className="muted">选择起运城市与到达城市查看该线路近 12 周的运价走势，或从下方有近期运价的线路中选择。</p>
      <RouteFilterForm label="选择线路" resetTo="/GPDetail" filters={picker.filters} regions={picker.regions}>
        <RegionSelect name="vehicleType" label="车辆类型" options={picker.vehicleTypes} value={picker.filters.vehicleType} />
      </RouteFilterForm>
      <FreightList page={picker.page} error={picker.error} label="有近期运价的线路" />
    </div>
  );
}

export default function FreightRouteDetail() {
  const { route, vehicleName, chart, picker } = useLoaderData<typeof loader>();
  if (!route) return <RoutePicker picker={picker!} />;
  return (
    <div className="panel">
      <p className="breadcrumb">
        <Link to="/list-feight">运价信息</Link> › 运价详情
      </p>
      <h1 className="page-title">
        {route.origin} → {route.destination} · {vehicleName}
      </h1>
      <PriceChart chart={chart} weeks={route.weeks.length} />
      <table className="data-table" aria-label="每周运价">
        <thead>
          <tr>
            <th scope="col">周（周一起）</th>
            <th scope="col">货源报价均价（元/吨）</th>
            <th scope="col">货源数</th>
            <th scope="col">成交均价（元/吨）</th>
            <th scope="col">成交单数</th>
          </tr>
        </thead>
        <tbody>
          {[...route.weeks].reverse().map((w) => (
            <tr key={w.weekStart}>
              <td>{w.weekStart}</td>
              <td className="price">{fenOrDash(w.cargoAvgFen)}</td>
              <td>{w.cargoCount}</td>
              <td className="price">{fenOrDash(w.orderAvgFen)}</td>
              <td>{w.orderCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>该线路的专线</h2>
      {route.lines.length ? <LineTable lines={route.lines} /> : <p className="muted">暂无认证承运商在该线路开设专线。</p>}
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
