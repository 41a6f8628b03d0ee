// /user/addDispatch?orderId= — 新增派车单: the carrier picks one of its vehicles and drivers and
// the weight this waybill carries (never more than the order's remainder). Vehicles and drivers
// that cannot be dispatched (not approved, a certificate expired, blacklisted by the shipper, or
// already on a live waybill — one at a time, contract/orders/track) say why in the list; the
// platform refuses them at the field.
// Without ?orderId= the page asks which order: a waybill is always dispatched from an order, so it
// sends the dispatcher to 承运订单 (those waiting for dispatch first), where each order's 派车 opens
// this form for it.
import { getFormProps } from '@conform-to/react';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { CapPage } from '#app/components/cap-page';
import { ORDER_MESSAGES } from '#contract/orders/labels';
import type { DispatchOption } from '#contract/orders/schemas';
import { dispatchForm } from '#app/features/orders/order-schemas.server';
import { Field, SelectField, FormActions } from '#app/components/forms';
import { requireUser } from '#app/utils/auth.server';
import { parseWithZod, readForm, redirectWith } from '#app/utils/forms.server';
import { idOr404, orderView, refusalReply, type Reply } from '#app/features/orders/orders.server';
import { api } from '#app/utils/api.server';
import { PlatformError } from '#app/utils/platform.server';
import { DispatchOrderFacts } from '#app/features/orders/dispatch-order-facts';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { useActionForm } from '#app/components/lazy-validation';
import { tonnes } from '#app/utils/weights';
import { placesView } from '#app/features/orders/places.server';
import { CargoPlacesSection } from '#app/features/orders/places';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const asked = new URL(args.request.url).searchParams.get('orderId');
  if (asked === null || asked.trim() === '') return { order: null, places: null, vehicles: [], drivers: [] };
  const orderId = idOr404(asked, ORDER_MESSAGES.orderNotFound);
  let options: Awaited<ReturnType<typeof api.orders.dispatchOptions>>;
  try {
    options = await api.orders.dispatchOptions(args, { id: orderId });
  } catch (error) {
    if (error instanceof PlatformError) throw new Response(ORDER_MESSAGES.orderNotFound, { status: 404 });
    throw error;
  }
  // What cannot go now stays in the list, disabled, with its reason (the platform refuses it too).
  const label = (o: DispatchOption) => ({ value: String(o.id), label: o.problem ? `${o.label} — ${o.problem}` : o.label, disabled: Boolean(o.problem) });
  return {
    order: { ...orderView(options.order), remainder: tonnes(options.order.remainderKg), remainderKg: options.order.remainderKg },
    places: placesView(options.places),
    vehicles: options.vehicles.map(label),
    drivers: options.drivers.map(label),
  };
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const formData = await readForm(args.request);
  const submission = parseWithZod(formData, { schema: dispatchForm });
  if (submission.status !== 'success') return data<Reply>({ result: submission.reply() }, { status: 400 });
  const { weight, ...rest } = submission.value;
  try {
    const made = await api.orders.dispatch(args, { ...rest, weightKg: weight });
    return redirectWith(args.request, `/orderDetails/${rest.orderId}`, `${ORDER_MESSAGES.dispatched}，派车单号 ${made.waybillNo}`);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return refusalReply(submission.reply, error);
  }
}

/** 承运订单, where every order of the carrier has its 派车 button. */
const CARRIER_ORDERS = '/order-manage/logisticsOrderList';

export default function AddDispatch() {
  const { order } = useLoaderData<typeof loader>();
  return order ? <DispatchForm /> : <WhichOrder />;
}

/** No order named: say where a waybill is dispatched from, and link there. */
function WhichOrder() {
  return (
    <CapPage id="dispatch-title" crumbs="新增派车单" title="新增派车单">
      <p>派车单从订单开出：请先选择要派车的订单，在订单详情中点“派车”。</p>
      <ul>
        <li>
          <Link to={`${CARRIER_ORDERS}?status=WAITSCHEDULE`}>待调度的承运订单</Link>
        </li>
        <li>
          <Link to={CARRIER_ORDERS}>全部承运订单</Link>
        </li>
      </ul>
    </CapPage>
  );
}

function DispatchForm() {
  const { order: loaded, places, vehicles, drivers } = useLoaderData<typeof loader>();
  const order = loaded!;
  const navigation = useNavigation();
  const [form, fields] = useActionForm(
    () => import('#contract/orders/schemas'),
    (m) => m.dispatchForm,
    'dispatch-form',
    // 派车重量 starts at what is left to dispatch (the dispatcher lowers it for a smaller truck)
    { weight: order.remainderKg > 0 ? String(order.remainderKg / 1000) : '' },
  );
  return (
    <CapPage
      id="dispatch-title"
      crumbs={
        <>
          <Link to={`/orderDetails/${order.id}`}>订单 {order.orderNo}</Link> / 新增派车单
        </>
      }
      title="新增派车单"
    >
      <DispatchOrderFacts order={order} />
      <CargoPlacesSection places={places} />
      <Form method="post" {...getFormProps(form)} className="cap-form" aria-label="派车">
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        <input type="hidden" name="orderId" value={order.id} />
        <FormErrors errors={form.errors} flush />
        <SelectField meta={fields.vehicleId} label="车辆" options={vehicles} required empty="请选择车辆" />
        <SelectField meta={fields.driverId} label="司机" options={drivers} required empty="请选择司机" />
        <Field meta={fields.weight} label="派车重量（吨）" required inputMode="decimal" placeholder="如 32" maxLength={9} />
        <FormActions cancel={`/orderDetails/${order.id}`} cancelLabel="返回订单" label="确认派车" busy={navigation.state === 'submitting'} />
      </Form>
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
