// /shipper/additional — 运单补录: the shipper's waybills that passed loading or unloading without
// their weight on record; ?id= opens the entry form (the weight(s) and why). Each entry is logged
// in the waybill's history (who, when, what) and the freight follows the charged weight.
import { getFormProps, getInputProps } from '@conform-to/react';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { FormActions } from '#app/components/forms';
import { ORDER_MESSAGES } from '#contract/orders/labels';
import { additionalForm } from '#app/features/orders/order-schemas.server';
import { WaybillList } from '#app/features/orders/order-ui';
import { requireUser } from '#app/utils/auth.server';
import { parseWithZod, readForm, redirectWith } from '#app/utils/forms.server';
import { idOr404, refusalReply, waybillDetailData, waybillListData, type Reply } from '#app/features/orders/orders.server';
import { api } from '#app/utils/api.server';
import { PlatformError } from '#app/utils/platform.server';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { useActionForm } from '#app/components/lazy-validation';
import { FieldError, LineField } from '#app/features/orders/line-field';

const PATH = '/shipper/additional';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const id = new URL(args.request.url).searchParams.get('id');
  const [list, entry] = await Promise.all([
    waybillListData(args, { missing: '1' }),
    id ? waybillDetailData(args, idOr404(id, ORDER_MESSAGES.waybillNotFound)) : Promise.resolve(null),
  ]);
  return { ...list, entry: entry && entry.actors.includes('shipper') ? entry.waybill : null };
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const formData = await readForm(args.request);
  const submission = parseWithZod(formData, { schema: additionalForm });
  if (submission.status !== 'success') return data<Reply>({ result: submission.reply() }, { status: 400 });
  const { loadWeight, unloadWeight, ...rest } = submission.value;
  try {
    await api.orders.additional(args, { ...rest, loadWeightKg: loadWeight, unloadWeightKg: unloadWeight });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return refusalReply(submission.reply, error);
  }
  return redirectWith(args.request, `/shipper/shipperSendCardetail?id=${rest.waybillId}`, ORDER_MESSAGES.supplemented);
}

type Entry = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['entry']>;

function EntryForm({ waybill }: { waybill: Entry }) {
  const [form, fields] = useActionForm(
    () => import('#contract/orders/schemas'),
    (m) => m.additionalForm,
    'additional-form',
  );
  const field = (meta: typeof fields.loadWeight, label: string, present: string) => (
    <label className="cap-field">
      <span className="cap-label">{label}</span>
      {present ? (
        <span>{present}（已记录）</span>
      ) : (
        <input {...getInputProps(meta, { type: 'text' })} key={meta.key} inputMode="decimal" maxLength={9} className="cap-input" />
      )}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </label>
  );
  return (
    <Form method="post" {...getFormProps(form)} className="cap-inline-form" aria-label="运单补录">
      <ErrorSummary form={form} />
      <h2>
        补录派车单 {waybill.waybillNo}（{waybill.plateNo}，{waybill.statusLabel}）
      </h2>
      <AuthenticityTokenInput />
      <input type="hidden" name="waybillId" value={waybill.id} />
      <FormErrors errors={form.errors} flush />
      {field(fields.loadWeight, '装货重量（吨）', waybill.loadWeight)}
      {field(fields.unloadWeight, '卸货重量（吨）', waybill.unloadWeight)}
      <LineField meta={fields.remark} label="补录说明" maxLength={200} />
      <FormActions cancel={PATH} label="提交补录" />
    </Form>
  );
}

export default function Additional() {
  const { query, rows, total, capped, entry } = useLoaderData<typeof loader>();
  return (
    <>
      {entry ? (
        <section className="panel">
          <EntryForm waybill={entry} />
        </section>
      ) : null}
      <WaybillList
        path={PATH}
        title="运单补录"
        detailPath="/shipper/shipperSendCardetail"
        query={query}
        rows={rows}
        total={total}
        capped={capped}
        extra={(w) => (
          <Link to={`${PATH}?id=${w.id}`} aria-label={`补录 ${w.waybillNo}`}>
            补录
          </Link>
        )}
      />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
