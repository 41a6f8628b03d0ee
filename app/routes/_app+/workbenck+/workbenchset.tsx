// 系统规则设置: the user's workbench rules, saved on the platform (GET /workbench/settings,
// POST /workbench/settings/save). A Conform form with native controls: works without JS.
import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { workbenchSettingsSchema } from '#app/features/workspace/workspace-schemas.server';
import { parseWithZod } from '#app/utils/forms.server';
import { useLazySchema } from '#app/components/lazy-validation';
import { requireUser } from '#app/utils/auth.server';
import { validateCsrf } from '#app/utils/csrf.server';
import { api } from '#app/utils/api.server';
import { PlatformError } from '#app/utils/platform.server';
import { flash } from '#app/utils/session.server';
import { ErrorSummary } from '#app/components/form-errors';

const PATH = '/workbenck/workbenchset';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return { settings: await api.workspace.settings(args) };
}

export async function action(args: ActionFunctionArgs) {
  const formData = await args.request.formData();
  await validateCsrf(formData, args.request.headers);
  await requireUser(args);
  const submission = parseWithZod(formData, { schema: workbenchSettingsSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  try {
    await api.workspace.saveSettings(args, submission.value);
  } catch (error) {
    if (error instanceof PlatformError) return data(submission.reply({ formErrors: [error.message] }), { status: 400 });
    throw error;
  }
  return redirect(PATH, { headers: await flash(args.request, { type: 'success', message: '系统规则设置已保存' }) });
}

export default function WorkbenchSet() {
  const { settings } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const validate = useLazySchema(
    () => import('#contract/workspace/schemas'),
    (m) => m.workbenchSettingsSchema,
  );
  const [form, fields] = useForm({
    lastResult,
    defaultValue: {
      autoReceiptDays: String(settings.autoReceiptDays),
      lossAllowancePermille: String(settings.lossAllowancePermille),
      requireReceiptPhoto: settings.requireReceiptPhoto ? 'on' : undefined,
      notifyOnSign: settings.notifyOnSign ? 'on' : undefined,
    },
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => validate({ formData }),
  });
  return (
    <section className="panel" aria-labelledby="workbenchset-title">
      <h1 id="workbenchset-title" className="page-title">
        系统规则设置
      </h1>
      <Form method="post" className="ws-settings" {...getFormProps(form)}>
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        {form.errors ? (
          <p className="ws-field-error" role="alert">
            {form.errors.join('；')}
          </p>
        ) : null}
        <label>
          自动确认回单（签收后天数，0 为不自动确认）
          <input {...getInputProps(fields.autoReceiptDays, { type: 'number' })} key={fields.autoReceiptDays.key} min={0} max={30} />
          {fields.autoReceiptDays.errors ? (
            <span className="ws-field-error" id={fields.autoReceiptDays.errorId}>
              {fields.autoReceiptDays.errors.join('；')}
            </span>
          ) : null}
        </label>
        <label>
          合理损耗（‰，按装货重量计）
          <input {...getInputProps(fields.lossAllowancePermille, { type: 'number' })} key={fields.lossAllowancePermille.key} min={0} max={50} />
          {fields.lossAllowancePermille.errors ? (
            <span className="ws-field-error" id={fields.lossAllowancePermille.errorId}>
              {fields.lossAllowancePermille.errors.join('；')}
            </span>
          ) : null}
        </label>
        <label className="ws-check">
          <input {...getInputProps(fields.requireReceiptPhoto, { type: 'checkbox' })} key={fields.requireReceiptPhoto.key} />
          签收前须上传回单照片
        </label>
        <label className="ws-check">
          <input {...getInputProps(fields.notifyOnSign, { type: 'checkbox' })} key={fields.notifyOnSign.key} />
          派车单签收时发送站内消息
        </label>
        <div>
          <button type="submit" className="ws-button">
            保存
          </button>
        </div>
      </Form>
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
