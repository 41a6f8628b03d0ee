// /logistics/guest/orderEdit — 代客下单 / 编辑代客订单 (?id=): the offline customer (name, contact,
// phone), the goods, route, quantity and price. The order is the caller's own and accepted at
// once; it can be edited until a vehicle is dispatched. A plain form (works without JS), Conform
// validation with JS, the platform's refusals at their fields.
import { getFormProps } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Alert } from '#app/components/alert';
import { CapPage } from '#app/components/cap-page';
import { GUEST_MESSAGES } from '#contract/orders/labels';
import { Field, FormActions, FormErrors, SelectField } from '#app/components/forms';
import { dictOptions } from '#app/components/list-ui';
import { guestEditData, guestSaveAction } from '#app/features/orders/guest.server';
import { GOODS_TYPE } from '#contract/market/dict';
import { ErrorSummary } from '#app/components/form-errors';
import { useActionForm } from '#app/components/lazy-validation';

const GUEST_LIST = '/logistics/guest/orderList';

export const loader = (args: LoaderFunctionArgs) => guestEditData(args);
export const action = (args: ActionFunctionArgs) => guestSaveAction(args);

const CHARGE_NODES = [
  { value: 'unload', label: '按卸货重量' },
  { value: 'load', label: '按装货重量' },
];

export default function GuestOrderEdit() {
  const { order, cities } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const [form, fields] = useActionForm(
    () => import('#contract/orders/guest'),
    (m) => m.guestOrderInput,
    `guest-order-${order?.id ?? 'new'}`,
    order ? { ...order, id: undefined } : { chargeNode: 'unload', vehicleCount: '1' },
  );
  const title = order ? `编辑代客订单 ${order.orderNo}` : '代客下单';
  return (
    <CapPage id="guest-edit-title" title={title}>
      {order && !order.editable ? (
        <Alert color="orange" role="status" mb="md">
          {GUEST_MESSAGES.notEditable}
        </Alert>
      ) : (
        <Form method="post" {...getFormProps(form)} className="cap-fieldset" aria-label={title}>
          <ErrorSummary form={form} />
          <AuthenticityTokenInput />
          {order ? <input type="hidden" name="id" value={order.id} /> : null}
          <FormErrors errors={form.errors} />
          <h2 className="section-title">客户信息</h2>
          <Field meta={fields.customerName} label="客户名称" required maxLength={50} placeholder="客户公司或个人名称" />
          <Field meta={fields.contactName} label="联系人" required maxLength={20} />
          <Field meta={fields.contactPhone} label="联系电话" required type="tel" maxLength={24} placeholder="手机号或座机号" />
          <h2 className="section-title">货物与运价</h2>
          <Field meta={fields.goodsName} label="货物名称" required maxLength={30} />
          <SelectField meta={fields.goodsType} label="货物类型" options={dictOptions(GOODS_TYPE)} required />
          <Field meta={fields.weightT} label="货物重量（吨）" required inputMode="decimal" maxLength={9} />
          <Field meta={fields.vehicleCount} label="车辆数" required inputMode="numeric" maxLength={3} />
          <Field meta={fields.unitPrice} label="运价（元/吨）" required inputMode="decimal" maxLength={9} placeholder="如 85.50" />
          <SelectField meta={fields.chargeNode} label="计费节点" options={CHARGE_NODES} required />
          <h2 className="section-title">线路</h2>
          <SelectField meta={fields.originCity} label="装货城市" options={cities} required empty="请选择省市" />
          <Field meta={fields.originAddress} label="装货地址" required maxLength={100} />
          <SelectField meta={fields.destCity} label="卸货城市" options={cities} required empty="请选择省市" />
          <Field meta={fields.destAddress} label="卸货地址" required maxLength={100} />
          <Field meta={fields.remark} label="备注" maxLength={200} />
          <FormActions cancel={GUEST_LIST} intent="save" label={order ? '保存' : '提交订单'} busy={navigation.state === 'submitting'} />
        </Form>
      )}
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
