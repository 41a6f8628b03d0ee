// Multi load/unload order details (/user/multiLoadOrderDetail): the order's stops with planned vs
// recorded weights, and each waybill's stops with the form for its next one. The dispatch form
// is multi-dispatch-form.tsx, the carrier route form route-form.tsx.
import { Link } from '@remix-run/react';
import type { multiDetailLoader } from '#app/features/orders/multi.server';
import { DictBadge } from '#app/components/list-ui';
import { ListTable, type Column } from '#app/components/list-ui';
import { DISPATCH_STATUS } from '#contract/orders/dict';
import { WeightSlipForm } from './waybill-detail';

type MultiDetail = Awaited<ReturnType<typeof multiDetailLoader>>;

type OrderStop = MultiDetail['stops'][number];
type WaybillStop = MultiDetail['routes'][number]['stops'][number];

const ORDER_STOP_COLUMNS: Column<OrderStop>[] = [
  { title: '顺序', cell: (s) => s.seq },
  { title: '类型', cell: (s) => s.kindLabel },
  {
    title: '地点',
    cell: (s) => (
      <>
        {s.place} {s.address}
      </>
    ),
  },
  { title: '联系人', cell: (s) => s.contact },
  { title: '计划重量', cell: (s) => s.planned },
  { title: '实际重量', cell: (s) => s.actual },
];

const WAYBILL_STOP_COLUMNS: Column<WaybillStop>[] = [
  { title: '顺序', cell: (s) => s.seq },
  { title: '类型', cell: (s) => s.kindLabel },
  { title: '地点', cell: (s) => s.place },
  { title: '计划', cell: (s) => s.planned },
  { title: '实际', cell: (s) => s.actual },
  { title: '登记时间', cell: (s) => s.doneAt },
];

/** The order's stops in sequence: planned (over live waybills) vs recorded weights. */
export function OrderStops({ stops }: { stops: MultiDetail['stops'] }) {
  return (
    <>
      <h2 className="section-title">装卸站点</h2>
      <ListTable label="订单的装卸站点" empty="暂无站点" columns={ORDER_STOP_COLUMNS} rows={stops} rowKey={(s) => s.id} />
    </>
  );
}

/** Each waybill going along stops: its stops, and the form of its next stop for the driver or dispatcher. */
export function WaybillRoutes({ routes, detailPath }: { routes: MultiDetail['routes']; detailPath: string }) {
  if (routes.length === 0) return null;
  return (
    <>
      <h2 className="section-title">派车单站点</h2>
      {routes.map((r) => (
        <section key={r.id} className="cap-fieldset" aria-label={`派车单 ${r.waybillNo} 的站点`}>
          <h3>
            <Link to={`${detailPath}?id=${r.id}`}>{r.waybillNo}</Link> {r.plateNo} {r.driver} <DictBadge dict={DISPATCH_STATUS} value={r.status} />
          </h3>
          <ListTable label={`${r.waybillNo} 站点`} empty="暂无站点" columns={WAYBILL_STOP_COLUMNS} rows={r.stops} rowKey={(s) => s.id} />
          {r.status === 'CREATED' ? <p className="muted">司机发车后可逐站登记（在派车单详情中“发车”）。</p> : null}
          {r.next ? <WeightSlipForm intent="stop" stop={{ waybillId: r.id, stopId: r.next.id, label: r.next.label }} /> : null}
        </section>
      ))}
    </>
  );
}
