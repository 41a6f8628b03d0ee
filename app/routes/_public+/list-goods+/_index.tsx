import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { BUSINESS_TYPE } from '#contract/market/dict';
import { labelIn } from '#contract/dictionaries';
import { DEFAULT_PAGE_SIZE } from '#contract/portal/constants';
import type { HallCargo } from '#contract/portal/views';
import { HallFilter, HallTabs } from '#app/features/portal/hall-filter';
import type { Column } from '#app/components/list-ui';
import { CargoHallList, hallGoodsColumns, hallPriceColumn, hallRouteColumn } from '#app/features/portal/hall-columns';
import { loadHall } from '#app/features/portal/hall.server';
import { timeAgo } from '#app/utils/format';
export { pagesLinks as links } from '#app/styles/sheets';

export async function loader(args: LoaderFunctionArgs) {
  const result = await loadHall(args);
  return data({ ...result, now: Date.now() }, { status: result.status });
}

const columns = (now: number): Column<HallCargo>[] => [
  hallRouteColumn((c) => labelIn(BUSINESS_TYPE, c.businessType)),
  ...hallGoodsColumns(),
  {
    title: '需车',
    cell: (c) => (
      <>
        余 {c.vehiclesRemaining}/{c.vehicleCount} 车
      </>
    ),
  },
  hallPriceColumn('运价'),
  { title: '发布', className: 'muted', cell: (c) => (c.publishedAt ? timeAgo(c.publishedAt, now) : '') },
  { title: '操作', cell: (c) => <Link to={`/list-goods/detail/${c.id}`}>查看详情</Link> },
];

export default function CargoHall() {
  const { filters, regions, page, error, now } = useLoaderData<typeof loader>();
  return (
    <div className="panel">
      <h1 className="page-title">货源大厅</h1>
      <HallTabs current="goods" />
      <HallFilter filters={filters} regions={regions} action="/list-goods" pageSize={page?.pageSize ?? DEFAULT_PAGE_SIZE} />
      <CargoHallList page={page} error={error} label="货源列表" empty="没有符合条件的货源，请调整筛选条件" columns={columns(now)} />
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
