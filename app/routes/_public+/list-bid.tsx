// /list-bid (竞价大厅): public bid cargo that takes quotes now, soonest deadline first. The time
// left is rendered on the server and counts down with JS. Quoting needs a login, which comes back
// here with the same filters; signed-in users quote on the cargo's detail screen.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { DEFAULT_PAGE_SIZE } from '#contract/portal/constants';
import type { BidHallCargo } from '#contract/portal/views';
import { Countdown } from '#app/components/countdown';
import { HallFilter, HallTabs } from '#app/features/portal/hall-filter';
import type { Column } from '#app/components/list-ui';
import { optionalUser } from '#app/utils/auth.server';
import { CargoHallList, hallGoodsColumns, hallPriceColumn, hallRouteColumn } from '#app/features/portal/hall-columns';
import { loadBidHall } from '#app/features/portal/hall.server';
import { currentPath } from '#app/features/portal/portal.server';
import { formatDateTime } from '#app/utils/format';
export { pagesLinks as links } from '#app/styles/sheets';

export async function loader(args: LoaderFunctionArgs) {
  const [result, user] = await Promise.all([loadBidHall(args), optionalUser(args)]);
  const loginHref = `/login?${new URLSearchParams({ redirect: currentPath(args.request) })}`;
  return data({ ...result, signedIn: Boolean(user), loginHref, now: Date.now() }, { status: result.status });
}

const columns = (now: number, signedIn: boolean, loginHref: string): Column<BidHallCargo>[] => [
  hallRouteColumn((c) => c.sourceNo),
  ...hallGoodsColumns(),
  { title: '需车', cell: (c) => `${c.vehicleCount} 车` },
  hallPriceColumn('参考运价'),
  {
    title: '报价截止',
    cell: (c) => (
      <>
        {c.deadline ? (
          <>
            <Countdown deadline={c.deadline} now={now} />
            <div className="muted">{formatDateTime(c.deadline, 'MM-DD HH:mm')} 截止</div>
          </>
        ) : (
          '不限'
        )}
        <div className="muted">已有 {c.quoteCount} 家报价</div>
      </>
    ),
  },
  {
    title: '操作',
    cell: (c) => (
      <>
        <Link to={`/list-goods/detail/${c.id}`}>查看详情</Link>
        <br />
        {signedIn ? <Link to={`/sourceManage/supplyDetail?id=${c.id}`}>去报价</Link> : <Link to={loginHref}>登录后报价</Link>}
      </>
    ),
  },
];

export default function BidHall() {
  const { filters, regions, page, error, now, signedIn, loginHref } = useLoaderData<typeof loader>();
  return (
    <div className="panel">
      <h1 className="page-title">竞价大厅</h1>
      <HallTabs current="bid" />
      <p className="muted">以下竞价货源正在接受报价。报价在截止后由货主开标，开标前各家报价互不可见。</p>
      <HallFilter filters={filters} regions={regions} action="/list-bid" pageSize={page?.pageSize ?? DEFAULT_PAGE_SIZE} withBusinessType={false} />
      <CargoHallList
        page={page}
        error={error}
        label="竞价货源列表"
        empty="暂无正在报价的竞价货源，请调整筛选条件"
        columns={columns(now, signedIn, loginHref)}
      />
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
