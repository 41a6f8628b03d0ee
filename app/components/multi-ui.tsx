// Multi load/unload screens' pieces (issue #8): the dispatch form along an order's stops (used by
// /user/addDispatchMultiLoadUnload and /user/routeDispatchOrderEdit), the order's stops with
// planned vs recorded weights, each waybill's stops with the form for its next one, and the
// carrier route form (stops with province/city selects that refresh without JS).
import { getFormProps, getInputProps, useForm, type FieldMetadata } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { Alert } from '@mantine-part/alert';
import { Button } from '@mantine-part/button';
import { Table } from '~/ui/table';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { multiDispatchForm } from '../../platform/contract/orders-multi';
import type { multiDetailLoader, multiDispatchData } from '~/utils/orders-multi.server';
import type { Reply } from '~/utils/orders.server';
import { DictBadge, Field, SelectField } from './capacity-ui';
import { WeightSlipForm } from './waybill-detail';
import { DISPATCH_STATUS } from '../../platform/contract/dict-orders';

type DispatchData = Awaited<ReturnType<typeof multiDispatchData>>;

function StopError({ meta }: { meta: FieldMetadata<string> }) {
  return meta.errors?.length ? (
    <span id={meta.errorId} className="cap-error">
      {meta.errors.join('；')}
    </span>
  ) : null;
}

/** One vehicle and driver along the order's stops: the planned tonnes at each (0 or empty: not visited). */
export function MultiDispatchForm({ data, back, note }: { data: DispatchData; back: string; note?: string }) {
  const { order, vehicles, drivers, stops, defaultValue } = data;
  const reply = useActionData<Reply>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: 'multi-dispatch-form',
    lastResult: reply?.result,
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: multiDispatchForm }),
  });
  const rows = fields.stops.getFieldList();
  return (
    <>
      <dl className="facts">
        <dt>货物</dt>
        <dd>
          {order.goodsName}，{order.route}
        </dd>
        <dt>订单数量</dt>
        <dd>
          {order.weight}，{order.vehicles}
        </dd>
        <dt>剩余可派</dt>
        <dd>{order.remainder}</dd>
      </dl>
      {note ? <p className="muted">{note}</p> : null}
      <Form method="post" {...getFormProps(form)} className="cap-form" aria-label="多装多卸派车">
        <AuthenticityTokenInput />
        <input type="hidden" name="orderId" value={order.id} />
        {form.errors?.length || fields.stops.errors?.length ? (
          <Alert color="red" role="alert">
            {[...(form.errors ?? []), ...(fields.stops.errors ?? [])].join('；')}
          </Alert>
        ) : null}
        <SelectField meta={fields.vehicleId} label="车辆" options={vehicles} required empty="请选择车辆" />
        <SelectField meta={fields.driverId} label="司机" options={drivers} required empty="请选择司机" />
        <Table className="cap-table cargo-wide" aria-label="各站计划重量">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>站点</Table.Th>
              <Table.Th>地址</Table.Th>
              <Table.Th>联系人</Table.Th>
              <Table.Th>已派计划</Table.Th>
              <Table.Th>本车计划（吨）</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stops.map((s, i) => {
              const f = rows[i]?.getFieldset();
              if (!f) return null;
              const label = `第${s.seq}站${s.kindLabel}`;
              return (
                <Table.Tr key={s.id}>
                  <Table.Td>{label}</Table.Td>
                  <Table.Td>{s.place}</Table.Td>
                  <Table.Td>{s.contact}</Table.Td>
                  <Table.Td>{s.planned}</Table.Td>
                  <Table.Td>
                    <input type="hidden" name={f.pointId.name} value={s.id} />
                    <input
                      {...getInputProps(f.weight, { type: 'text' })}
                      key={f.weight.key}
                      inputMode="decimal"
                      maxLength={9}
                      className="cap-input"
                      aria-label={`${label} 计划重量（吨）`}
                      placeholder="不经过留空"
                    />
                    <StopError meta={f.weight} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <div className="cap-actions">
          <Button type="submit" loading={navigation.state === 'submitting'}>
            确认派车
          </Button>
          <Button component={Link} to={back} variant="default">
            返回
          </Button>
        </div>
      </Form>
    </>
  );
}

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
