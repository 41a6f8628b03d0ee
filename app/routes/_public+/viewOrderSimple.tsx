// Waybill progress without a login (spec 2): the waybill number plus the last four digits of the
// consignee's phone. Posted (the phone digits stay out of URLs and logs); the result is the reply.
import { getFormProps, getInputProps } from '@conform-to/react';
import type { ActionFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { TextInput } from '#app/components/text-input';
import { Button } from '#app/components/button';
import { CODES, MESSAGES_8 } from '#contract/codes';
import { DISPATCH_STATUS } from '#contract/orders/dict';
import { labelIn } from '#contract/dictionaries';
import { waybillTrackSchema } from '#app/features/portal/portal-schemas.server';
import { parseWithZod } from '#app/utils/forms.server';
import { validateCsrf } from '#app/utils/csrf.server';
import { api } from '#app/utils/api.server';
import { ANONYMOUS } from '#app/features/portal/portal.server';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { useLazyForm } from '#app/components/lazy-validation';
import { formatDateTime } from '#app/utils/format';
import { tonnes } from '#app/utils/weights';
export { pagesLinks as links } from '#app/styles/sheets';

export async function action(args: ActionFunctionArgs) {
  const formData = await args.request.formData();
  await validateCsrf(formData, args.request.headers);
  const submission = parseWithZod(formData, { schema: waybillTrackSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), progress: null }, { status: 400 });
  }
  const envelope = await api.portal.waybillTrack.envelope(args, submission.value, ANONYMOUS);
  if (envelope.code === CODES.SUCCESS) return data({ result: submission.reply(), progress: envelope.data });
  if (envelope.code >= 500) throw new Response(envelope.message, { status: 503 });
  return data(
    { result: submission.reply({ formErrors: [envelope.message || MESSAGES_8.fallbackError] }), progress: null },
    { status: envelope.code === CODES.NOT_FOUND ? 404 : envelope.code === 429 ? 429 : 400 },
  );
}

export default function ViewOrderSimple() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useLazyForm(
    () => import('#contract/portal/schemas'),
    (m) => m.waybillTrackSchema,
    {
      id: 'track-form',
      lastResult: actionData?.result,
    },
  );
  const progress = actionData?.progress ?? null;
  return (
    <div className="detail-grid">
      <div className="panel">
        <h1 className="page-title">派车单查询</h1>
        <p className="muted">无需登录。输入派车单号（PC 开头）和收货人手机号后四位，查看该车的运输进度。</p>
        <FormErrors errors={form.errors} />
        <Form method="post" {...getFormProps(form)} className="login-form">
          <ErrorSummary form={form} />
          <AuthenticityTokenInput />
          <TextInput
            label="派车单号"
            {...getInputProps(fields.waybillNo, { type: 'text', ariaAttributes: false })}
            key={fields.waybillNo.key}
            placeholder="请输入派车单号，如 PC2026112800001"
            error={fields.waybillNo.errors?.join('；')}
          />
          <TextInput
            label="收货人手机号后四位"
            {...getInputProps(fields.phoneTail, { type: 'text', ariaAttributes: false })}
            key={fields.phoneTail.key}
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            placeholder="4位数字"
            error={fields.phoneTail.errors?.join('；')}
          />
          <Button type="submit" color="brand" loading={navigation.state === 'submitting'}>
            查询
          </Button>
        </Form>
      </div>
      {progress ? (
        <section className="panel" aria-label="派车单进度">
          <h2>派车单 {progress.waybillNo}</h2>
          <dl className="facts">
            <dt>当前状态</dt>
            <dd data-testid="waybill-status">{labelIn(DISPATCH_STATUS, progress.status)}</dd>
            <dt>线路</dt>
            <dd>
              {progress.origin} → {progress.destination}
            </dd>
            <dt>计划装载</dt>
            <dd>{tonnes(progress.plannedWeightKg)}</dd>
            {progress.loadedAt ? (
              <>
                <dt>装货时间</dt>
                <dd>{formatDateTime(progress.loadedAt, 'YYYY-MM-DD HH:mm')}</dd>
              </>
            ) : null}
            {progress.signedAt ? (
              <>
                <dt>签收时间</dt>
                <dd>{formatDateTime(progress.signedAt, 'YYYY-MM-DD HH:mm')}</dd>
              </>
            ) : null}
          </dl>
          <ol className="track-steps">
            {progress.history.map((h, i) => (
              <li key={i}>
                <time dateTime={h.at}>{formatDateTime(h.at, 'YYYY-MM-DD HH:mm')}</time>
                {labelIn(DISPATCH_STATUS, h.toStatus)}：{h.action}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
