import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { BUSINESS_TYPE, GOODS_TYPE } from '#contract/dict-market';
import { labelIn } from '#contract/dictionaries';
import { formatFen, timeAgo } from '#contract/format';
import { DEFAULT_PAGE_SIZE } from '#contract/portal';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { FilterError } from '#app/components/filter-actions';
import { HallFilter, HallTabs } from '#app/components/hall-filter';
import { PageLinks } from '#app/components/page-links';
import { tons, vehicleLabel } from '#app/utils/cargo-format';
import { loadHall } from '#app/utils/hall.server';
export { pagesLinks as links } from '#app/styles/sheets';

const COUNT_LIMIT = 10_000;

export async function loader(args: LoaderFunctionArgs) {
  const result = await loadHall(args);
  return data({ ...result, now: Date.now() }, { status: result.status });
}

export default function CargoHall() {
  const { filters, regions, page, error, now } = useLoaderData<typeof loader>();
  return (
    <div className="panel">
      <h1 className="page-title">货源大厅</h1>
      <HallTabs current="goods" />
      <HallFilter filters={filters} regions={regions} action="/list-goods" pageSize={page?.pageSize ?? DEFAULT_PAGE_SIZE} />
      <FilterError error={error} />
      {page && page.records.length === 0 ? <p className="muted hall-empty">没有符合条件的货源，请调整筛选条件</p> : null}
      {page && page.records.length > 0 ? (
        <table className="data-table" aria-label="货源列表">
          <thead>
            <tr>
              <th scope="col">线路</th>
              <th scope="col">货物</th>
              <th scope="col">车型车长</th>
              <th scope="col">需车</th>
              <th scope="col">运价</th>
              <th scope="col">发布</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {page.records.map((c) => (
              <tr key={c.id}>
                <td>
                  <span className="route">
                    {c.origin} → {c.destination}
                  </span>
                  <div className="muted">{labelIn(BUSINESS_TYPE, c.businessType)}</div>
                </td>
                <td>
                  {c.goodsName}
                  <div className="muted">
                    {labelIn(GOODS_TYPE, c.goodsType)} · {tons(c.totalWeightKg)}
                  </div>
                </td>
                <td>{vehicleLabel(c.vehicleLength, c.vehicleType)}</td>
                <td>
                  余 {c.vehiclesRemaining}/{c.vehicleCount} 车
                </td>
                <td className="price">{formatFen(c.unitPriceFen)} 元/吨</td>
                <td className="muted">{c.publishedAt ? timeAgo(c.publishedAt, now) : ''}</td>
                <td>
                  <Link to={`/list-goods/detail/${c.id}`}>查看详情</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {page ? <PageLinks total={page.total} pageNumber={page.pageNumber} pageSize={page.pageSize} capped={page.total >= COUNT_LIMIT} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
