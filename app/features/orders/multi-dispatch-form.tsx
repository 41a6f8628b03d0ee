// The dispatch form along a multi-stop order's stops (/user/addDispatchMultiLoadUnload and
// /user/routeDispatchOrderEdit): one vehicle and driver, the planned tonnes at each stop.
import { getFormProps, getInputProps, useForm, type FieldMetadata } from '@conform-to/react';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Alert } from '#app/components/alert';
import { Table } from '#app/ui/table';
import type { multiDispatchData } from '#app/features/orders/multi.server';
import type { Reply } from '#app/features/orders/orders.server';
import { SelectField, FormActions } from '#app/components/forms';
import { ErrorSummary } from '#app/components/form-errors';
import { useLazySchema } from '#app/components/lazy-validation';
import { DispatchOrderFacts } from './dispatch-order-facts';

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
  // The schema (zod) loads after hydration.
  const onValidate = useLazySchema(
    () => import('#contract/orders/multi'),
    (m) => m.multiDispatchForm,
  );
  const [form, fields] = useForm({
    id: 'multi-dispatch-form',
    lastResult: reply?.result,
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate,
  });
  const rows = fields.stops.getFieldList();
  return (
    <>
      <DispatchOrderFacts order={order} />
      {note ? <p className="muted">{note}</p> : null}
      <Form method="post" {...getFormProps(form)} className="cap-form" aria-label="多装多卸派车">
        <ErrorSummary form={form} />
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
        <FormActions cancel={back} cancelLabel="返回" label="确认派车" busy={navigation.state === 'submitting'} />
      </Form>
    </>
  );
}
