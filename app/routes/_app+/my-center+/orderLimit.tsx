// 下单限制 (/my-center/orderLimit): the shipper's limits, applied by the platform when it
// publishes (vehicles per cargo, unit price, cargo per day) and when carriers grab or quote on
// its cargo (vehicles per order). Empty means no limit.
import { getFormProps, useForm } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Alert } from '#app/components/alert';
import { orderLimitInput } from '#app/features/market/cargo-schemas.server';
import { Field, FormActions } from '#app/components/forms';
import { requireUser } from '#app/utils/auth.server';
import { readForm, redirectWith, saveForm, type FormReply } from '#app/utils/forms.server';
import { api } from '#app/utils/api.server';
import { ErrorSummary } from '#app/components/form-errors';
import { useLazySchema } from '#app/components/lazy-validation';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return api.cargo.rules(args);
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const result = await saveForm(args, await readForm(args.request), orderLimitInput, api.cargo.saveOrderLimit);
  if (!result.ok) return result.response;
  return redirectWith(args.request, '/my-center/orderLimit', '下单限制已保存');
}

const text = (n: number | null) => (n === null ? '' : String(n));

export default function OrderLimit() {
  const rules = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const navigation = useNavigation();
  const validate = useLazySchema(
    () => import('#contract/market/cargo'),
    (m) => m.orderLimitInput,
  );
  const [form, fields] = useForm({
    id: 'order-limit',
    lastResult: reply?.result,
    defaultValue: {
      maxVehiclesPerCargo: text(rules.maxVehiclesPerCargo),
      maxVehiclesPerOrder: text(rules.maxVehiclesPerOrder),
      maxUnitPrice: rules.maxUnitPriceFen === null ? '' : (rules.maxUnitPriceFen / 100).toFixed(2),
      dailyPublishLimit: text(rules.dailyPublishLimit),
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validate({ formData }),
  });
  return (
    <section className="panel cap-page" aria-labelledby="order-limit-title">
      <h1 id="order-limit-title" className="page-title">
        下单限制
      </h1>
      <p className="muted">留空表示不限。发布货源与承运方抢单、报价时由平台检查。</p>
      <Form method="post" {...getFormProps(form)} className="cap-form" aria-label="下单限制">
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        {form.errors?.length ? (
          <Alert color="red" role="alert">
            {form.errors.join('；')}
          </Alert>
        ) : null}
        <fieldset className="cap-fieldset">
          <legend>限制</legend>
          <Field meta={fields.maxVehiclesPerCargo} label="每条货源最多车辆数" inputMode="numeric" maxLength={3} />
          <Field meta={fields.maxVehiclesPerOrder} label="每单（抢单或报价）最多车辆数" inputMode="numeric" maxLength={3} />
          <Field meta={fields.maxUnitPrice} label="单价上限（元/吨）" inputMode="decimal" maxLength={10} />
          <Field meta={fields.dailyPublishLimit} label="每日最多发布条数" inputMode="numeric" maxLength={4} />
        </fieldset>
        <FormActions busy={navigation.state === 'submitting'} />
      </Form>
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
