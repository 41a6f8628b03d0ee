// /list-bid (竞价大厅): public bid cargo that takes quotes now, soonest deadline first. The time
// left is rendered on the server and counts down with JS. Quoting needs a login, which comes back
// here with the same filters; signed-in users quote on the cargo's detail screen.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { GOODS_TYPE } from '#contract/dict-market';
import { labelIn } from '#contract/dictionaries';
import { formatDateTime, formatFen } from '#contract/format';
import { DEFAULT_PAGE_SIZE, type BidHallCargo } from '#contract/portal';
import { Countdown } from '#app/components/countdown';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { FilterError } from '#app/components/filter-actions';
import { HallFilter, HallTabs } from '#app/components/hall-filter';
import { PageLinks } from '#app/components/page-links';
import { optionalUser } from '#app/utils/auth.server';
import { tons, vehicleLabel } from '#app/utils/cargo-format';
import { loadHall } from '#app/utils/hall.server';
import { currentPath } from '#app/utils/portal.server';
export { pagesLinks as links } from '#app/styles/sheets';

const COUNT_LIMIT = 10_000;

export async function loader(args: LoaderFunctionArgs) {
  const [result, user] = await Promise.all([loadHall<BidHallCargo>(args, '/order/bidHallPagination'), optionalUser(args)]);
  const loginHref = `/login?${new URLSearchParams({ redirect: currentPath(args.request) })}`;
  return data({ ...result, signedIn: Boolean(user), loginHref, now: Date.now() }, { status: result.status });
}

export default function BidHall() {
  const { filters, regions, page, error, now, signedIn, loginHref } = useLoaderData<typeof loader>();
  return (
    <div className="panel">
      <h1 className="page-title">竞价大厅</h1>
      <HallTabs current="bid" />
      <p className="muted">以下竞价货源正在接受报价。报价在截止后由货主开标，开标前各家报价互不可见。</p>
      <HallFilter filters={filters} regions={regions} action="/list-bid" pageSize={page?.pageSize ?? DEFAULT_PAGE_SIZE} withBusinessType={false} />
      <FilterError error={error} />
      {page && page.records.length === 0 ? <p className="muted hall-empty">暂无正在报价的竞价货源，请调整筛选条件</p> : null}
      {page && page.records.length > 0 ? (
        <table className="data-table" aria-label="竞价货源列表">
          <thead>
            <tr>
              <th scope="col">线路</th>
              <th scope="col">货物</th>
              <th scope="col">车型车长</th>
              <th scope="col">需车</th>
              <th scope="col">参考运价</th>
              <th scope="col">报价截止</th>
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
                  <div className="muted">{c.sourceNo}</div>
                </td>
                <td>
                  {c.goodsName}
                  <div className="muted">
                    {labelIn(GOODS_TYPE, c.goodsType)} · {tons(c.totalWeightKg)}
                  </div>
                </td>
                <td>{vehicleLabel(c.vehicleLength, c.vehicleType)}</td>
                <td>{c.vehicleCount} 车</td>
                <td className="price">{formatFen(c.unitPriceFen)} 元/吨</td>
                <td>
                  {c.deadline ? (
                    <>
                      <Countdown deadline={c.deadline} now={now} />
                      <div className="muted">{formatDateTime(c.deadline, 'MM-DD HH:mm')} 截止</div>
                    </>
                  ) : (
                    '不限'
                  )}
                  <div className="muted">已有 {c.quoteCount} 家报价</div>
                </td>
                <td>
                  <Link to={`/list-goods/detail/${c.id}`}>查看详情</Link>
                  <br />
                  {signedIn ? <Link to={`/sourceManage/supplyDetail?id=${c.id}`}>去报价</Link> : <Link to={loginHref}>登录后报价</Link>}
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
