// Multi load/unload order details (/user/multiLoadOrderDetail): the order's stops with planned vs
// recorded weights, and each waybill's stops with the form for its next one. The dispatch form
// is multi-dispatch-form.tsx, the carrier route form route-form.tsx.
import { Table } from '#app/ui/table';
import { Link } from '@remix-run/react';
import type { multiDetailLoader } from '#app/features/orders/multi.server';
import { DictBadge } from '#app/components/forms';
import { WeightSlipForm } from './waybill-detail';
import { DISPATCH_STATUS } from '#contract/orders/dict';

type MultiDetail = Awaited<ReturnType<typeof multiDetailLoader>>;

/** The order's stops in sequence: planned (over live waybills) vs recorded weights. */
export function OrderStops({ stops }: { stops: MultiDetail['stops'] }) {
  return (
    <>
      <h2 className="section-title">装卸站点</h2>
      <Table striped className="cap-table" aria-label="订单的装卸站点">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>顺序</Table.Th>
            <Table.Th>类型</Table.Th>
            <Table.Th>地点</Table.Th>
            <Table.Th>联系人</Table.Th>
            <Table.Th>计划重量</Table.Th>
            <Table.Th>实际重量</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stops.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>{s.seq}</Table.Td>
              <Table.Td>{s.kindLabel}</Table.Td>
              <Table.Td>
                {s.place} {s.address}
              </Table.Td>
              <Table.Td>{s.contact}</Table.Td>
              <Table.Td>{s.planned}</Table.Td>
              <Table.Td>{s.actual}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
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
          <Table className="cap-table" aria-label={`${r.waybillNo} 站点`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>顺序</Table.Th>
                <Table.Th>类型</Table.Th>
                <Table.Th>地点</Table.Th>
                <Table.Th>计划</Table.Th>
                <Table.Th>实际</Table.Th>
                <Table.Th>登记时间</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.stops.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.seq}</Table.Td>
                  <Table.Td>{s.kindLabel}</Table.Td>
                  <Table.Td>{s.place}</Table.Td>
                  <Table.Td>{s.planned}</Table.Td>
                  <Table.Td>{s.actual}</Table.Td>
                  <Table.Td>{s.doneAt}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {r.status === 'CREATED' ? <p className="muted">司机发车后可逐站登记（在派车单详情中“发车”）。</p> : null}
          {r.next ? <WeightSlipForm intent="stop" stop={{ waybillId: r.id, stopId: r.next.id, label: r.next.label }} /> : null}
        </section>
      ))}
    </>
  );
}
