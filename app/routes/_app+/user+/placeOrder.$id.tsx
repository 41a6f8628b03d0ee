// 货源下单 (/user/placeOrder/:id): the shipper orders vehicles of its own published cargo from
// one of its frequent carriers; the order (source 7, 企业下单) waits for the carrier.
import { getFormProps, useForm } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { z } from 'zod';
import { CapPage } from '#app/components/cap-page';
import { CARGO_MESSAGES, PLACE_ORDER_MESSAGES } from '#contract/market/cargo-labels';
import { placeOrderInput } from '#app/features/market/cargo-schemas.server';
import { Field, SelectField, FormActions } from '#app/components/forms';
import { CargoFacts } from '#app/features/market/cargo-facts';
import { requireUser } from '#app/utils/auth.server';
import { readForm, redirectWith, saveForm, type FormReply } from '#app/utils/forms.server';
import { cargoDetailData } from '#app/features/market/market.server';
import { api } from '#app/utils/api.server';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { useLazySchema } from '#app/components/lazy-validation';
import type { placeOrderInput as placeOrderForm } from '#contract/market/cargo';

function cargoIdOf(params: LoaderFunctionArgs['params']): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw new Response(CARGO_MESSAGES.notFound, { status: 404 });
  return id;
}

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const detail = await cargoDetailData(args, cargoIdOf(args.params));
  if (!detail || !detail.cargo.mine) throw new Response(CARGO_MESSAGES.notFound, { status: 404 });
  const carriers = await api.capacity.frequentCarrierPage(args, { pageSize: 100 });
  return { cargo: detail.cargo, carriers: carriers.records.map((c) => ({ value: String(c.carrierCompanyId), label: c.companyName })) };
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const id = cargoIdOf(args.params);
  const formData = await readForm(args.request);
  formData.set('cargoId', String(id));
  const result = await saveForm(args, formData, placeOrderInput, api.cargo.placeOrder);
  if (!result.ok) return result.response;
  return redirectWith(args.request, `/sourceManage/sourceDetail?id=${id}`, PLACE_ORDER_MESSAGES.placed);
}

export default function PlaceOrder() {
  const { cargo, carriers } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const navigation = useNavigation();
  const validate = useLazySchema(
    () => import('#contract/market/cargo'),
    (m) => m.placeOrderInput,
  );
  const [form, fields] = useForm<z.input<typeof placeOrderForm>>({
    id: 'place-order',
    lastResult: reply?.result,
    defaultValue: { cargoId: String(cargo.id), vehicleCount: '1' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validate({ formData }),
  });
  const open = cargo.status === 'published' && cargo.vehiclesRemaining > 0;
  return (
    <CapPage
      id="place-title"
      crumbs={
        <>
          <Link to={`/sourceManage/sourceDetail?id=${cargo.id}`}>货源信息详情</Link> / 货源下单
        </>
      }
      title={
        <>
          货源下单{' '}
          <span className="muted">
            {cargo.goodsName} {cargo.sourceNo}
          </span>
        </>
      }
    >
      <CargoFacts cargo={cargo} />
      {!open ? (
        <p className="cap-error">{PLACE_ORDER_MESSAGES.notOpen}</p>
      ) : carriers.length === 0 ? (
        <p className="muted">
          暂无常用承运商，请先在<Link to="/shipper/common/logistics">常用承运商</Link>中添加。
        </p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="cap-form" aria-label="下单">
          <ErrorSummary form={form} />
          <AuthenticityTokenInput />
          <input type="hidden" name="cargoId" value={cargo.id} />
          <FormErrors errors={form.errors} flush />
          <fieldset className="cap-fieldset">
            <legend>承运信息</legend>
            <SelectField meta={fields.carrierCompanyId} label="承运商" options={carriers} required />
            <Field meta={fields.vehicleCount} label={`车辆数（剩余 ${cargo.vehiclesRemaining} 车）`} required inputMode="numeric" maxLength={3} />
          </fieldset>
          <FormActions busy={navigation.state === 'submitting'} label="下单" />
        </Form>
      )}
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
