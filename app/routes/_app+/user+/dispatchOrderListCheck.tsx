// /user/dispatchOrderListCheck — 派车单审核: before settlement the shipper checks each signed or
// refused waybill (weights, loss, freight) and approves it or records a dispute with a note.
// Filters in the URL (audit status among them); ?audit=id opens the audit form of one waybill.
import { getFormProps } from '@conform-to/react';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { FormActions } from '#app/components/forms';
import { AUDIT_LABELS, ORDER_MESSAGES } from '#contract/orders/labels';
import { auditBody } from '#app/features/orders/order-schemas.server';
import { FilterSelect } from '#app/components/list-ui';
import { WaybillList } from '#app/features/orders/order-ui';
import { requireUser } from '#app/utils/auth.server';
import { parseWithZod, readForm, redirectWith } from '#app/utils/forms.server';
import { idOr404, refusalReply, waybillDetailData, waybillListData, type Reply } from '#app/features/orders/orders.server';
import { api } from '#app/utils/api.server';
import { PlatformError } from '#app/utils/platform.server';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { useActionForm } from '#app/components/lazy-validation';
import { LineField } from '#app/features/orders/line-field';
import { newBillHref } from '#app/features/orders/next-step';

const PATH = '/user/dispatchOrderListCheck';
/** The flash of an approval made on the way to the bill: what to do on the page it lands on. */
const AUDITED_NOW_BILL = '审核通过，请勾选派车单生成结算单';
const AUDIT_OPTIONS = Object.entries(AUDIT_LABELS).map(([value, label]) => ({ value, label }));

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  const url = new URL(args.request.url);
  const auditId = url.searchParams.get('audit');
  const [list, auditing] = await Promise.all([
    waybillListData(args),
    auditId ? waybillDetailData(args, idOr404(auditId, ORDER_MESSAGES.waybillNotFound)) : Promise.resolve(null),
  ]);
  const back = new URLSearchParams(url.searchParams);
  back.delete('audit');
  back.delete('next');
  const shipper = user.role === 'enterprise_shipper' || user.role === 'individual_shipper';
  return {
    ...list,
    shipper,
    auditing: auditing && auditing.actors.includes('shipper') ? auditing.waybill : null,
    back: `${PATH}${back.size ? `?${back}` : ''}`,
    toBill: url.searchParams.get('next') === 'bill',
  };
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const formData = await readForm(args.request);
  const submission = parseWithZod(formData, { schema: auditBody });
  if (submission.status !== 'success') return data<Reply>({ result: submission.reply() }, { status: 400 });
  try {
    await api.orders.audit(args, submission.value);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return refusalReply(submission.reply, error);
  }
  const url = new URL(args.request.url);
  // 审核并发起结算 (from the signed waybill's next step): an approval goes on to the new bill
  if (url.searchParams.get('next') === 'bill' && submission.value.result === '1') {
    const { waybill } = await waybillDetailData(args, submission.value.waybillId);
    return redirectWith(args.request, newBillHref(waybill.carrierName), AUDITED_NOW_BILL);
  }
  url.searchParams.delete('audit');
  url.searchParams.delete('next');
  return redirectWith(args.request, `${PATH}${url.search}`, ORDER_MESSAGES.audited);
}

function AuditForm({
  waybill,
  back,
  toBill,
}: {
  waybill: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['auditing']>;
  back: string;
  toBill: boolean;
}) {
  const [form, fields] = useActionForm(
    () => import('#contract/orders/schemas'),
    (m) => m.auditBody,
    'audit-form',
  );
  return (
    <Form method="post" {...getFormProps(form)} className="cap-inline-form" aria-label="审核派车单">
      <ErrorSummary form={form} />
      <h2>审核派车单 {waybill.waybillNo}</h2>
      {toBill ? <p>审核通过后将转到「新建结算单」，勾选本派车单即可生成结算单。</p> : null}
      <p>
        {waybill.plateNo}，装货 {waybill.loadWeight || '—'}，卸货 {waybill.unloadWeight || '—'}，途损 {waybill.loss || '—'}，运费 {waybill.freight || '—'}（
        {waybill.statusLabel}）
      </p>
      <AuthenticityTokenInput />
      <input type="hidden" name="waybillId" value={waybill.id} />
      <FormErrors errors={form.errors} flush />
      <fieldset className="cap-field orders-stars">
        <legend className="cap-label">审核结果</legend>
        <label>
          <input type="radio" name={fields.result.name} value="1" /> 审核通过
        </label>
        <label>
          <input type="radio" name={fields.result.name} value="2" /> 有异议
        </label>
        {fields.result.errors ? <span className="cap-error">{fields.result.errors.join('；')}</span> : null}
      </fieldset>
      <LineField meta={fields.remark} label="说明" maxLength={200} />
      <FormActions cancel={back} label="提交审核" />
    </Form>
  );
}

export default function DispatchOrderListCheck() {
  const { query, rows, total, capped, auditing, back, shipper, toBill } = useLoaderData<typeof loader>();
  const withAudit = (id: number) => {
    const [path, search = ''] = back.split('?');
    const params = new URLSearchParams(search);
    params.set('audit', String(id));
    return `${path}?${params}`;
  };
  return (
    <>
      {auditing ? (
        <section className="panel">
          <AuditForm waybill={auditing} back={back} toBill={toBill} />
        </section>
      ) : null}
      <WaybillList
        path={PATH}
        title="派车单审核"
        detailPath={shipper ? '/shipper/shipperSendCardetail' : '/logistics/sendCardetail'}
        query={query}
        rows={rows}
        total={total}
        capped={capped}
        filters={<FilterSelect name="auditStatus" label="审核状态" value={query.auditStatus ?? ''} options={AUDIT_OPTIONS} />}
        extra={(w) => (
          <>
            <span className="cap-sub">{AUDIT_LABELS[w.auditStatus]}</span>
            {shipper && (w.status === 'SIGN' || w.status === 'REFUSE') && w.auditStatus !== '1' ? (
              <Link to={withAudit(w.id)} aria-label={`审核 ${w.waybillNo}`}>
                审核
              </Link>
            ) : null}
          </>
        )}
      />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
