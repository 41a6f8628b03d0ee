// /user/routeDispatchOrderEdit — 按常跑路线派车: choose one of the carrier's saved routes, then one
// of its multi-stop orders that still has a remainder (those the route fits best first), and
// dispatch a waybill with the route's default vehicle, driver and per-stop tonnes prefilled
// (each order stop takes the route's stop of the same kind in the same city).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { CapPage } from '#app/components/cap-page';
import { ListTable } from '#app/components/list-ui';
import { MultiDispatchForm } from '#app/features/orders/multi-dispatch-form';
import { multiDispatchAction, routeDispatchData } from '#app/features/orders/multi.server';

export const loader = (args: LoaderFunctionArgs) => routeDispatchData(args);
export const action = (args: ActionFunctionArgs) => multiDispatchAction(args);

export default function RouteDispatchOrderEdit() {
  const data = useLoaderData<typeof loader>();
  return (
    <CapPage
      id="route-dispatch-title"
      crumbs={
        <>
          <Link to="/user/myRoute">我的线路</Link> / 按路线派车
        </>
      }
      title={<>按路线派车{data.step !== 'route' ? `：${data.route.name}` : ''}</>}
    >
      {data.step === 'route' ? (
        <>
          <p className="muted">选择一条常跑路线，再选择要派车的多装多卸订单。</p>
          <ListTable
            label="常跑路线"
            empty="暂无常跑路线，请先在“我的线路”中新增"
            rowKey={(r) => r.id}
            rows={data.routes}
            columns={[
              { title: '路线名称', cell: (r) => r.name },
              { title: '站点', cell: (r) => r.stops },
              { title: '默认车辆 / 司机', cell: (r) => r.capacity },
              {
                title: '操作',
                cell: (r) => (
                  <Link to={`/user/routeDispatchOrderEdit?routeId=${r.id}`} aria-label={`选择路线 ${r.name}`}>
                    选择
                  </Link>
                ),
              },
            ]}
          />
        </>
      ) : null}
      {data.step === 'order' ? (
        <>
          <p className="muted">路线站点：{data.route.stops}</p>
          <ListTable
            label="可派车的多装多卸订单"
            empty="暂无可按此路线派车的多装多卸订单"
            rowKey={(o) => o.orderId}
            rows={data.orders}
            columns={[
              { title: '订单号', cell: (o) => o.orderNo },
              { title: '货物', cell: (o) => o.goodsName },
              { title: '站点', cell: (o) => o.stops },
              { title: '剩余可派', cell: (o) => o.remainder },
              { title: '匹配站点', cell: (o) => o.fit },
              {
                title: '操作',
                cell: (o) => (
                  <Link to={`/user/routeDispatchOrderEdit?routeId=${data.route.id}&orderId=${o.orderId}`} aria-label={`派车 ${o.orderNo} ${o.goodsName}`}>
                    派车
                  </Link>
                ),
              },
            ]}
          />
        </>
      ) : null}
      {data.step === 'dispatch' ? (
        <>
          <p className="muted">
            订单 <Link to={`/user/multiLoadOrderDetail?orderId=${data.order.id}`}>{data.order.orderNo}</Link>，路线站点：{data.route.stops}
          </p>
          <MultiDispatchForm
            data={data}
            back={`/user/routeDispatchOrderEdit?routeId=${data.route.id}`}
            note="已按路线填入默认车辆、司机和各站计划重量，可修改后派车。"
          />
        </>
      ) : null}
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
