// 装卸必填配置 (/my-center/loadUnloadRequiredConfig): which fields of a load or unload point the
// shipper's cargo must carry; the platform refuses a cargo without them, at the field.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { REQUIRED_POINT_FIELDS, REQUIRED_POINT_LABELS } from '#contract/market/cargo-labels';
import { loadUnloadConfigInput } from '#app/features/market/cargo-schemas.server';
import { requireUser } from '#app/utils/auth.server';
import { readForm, redirectWith } from '#app/utils/forms.server';
import { api } from '#app/utils/api.server';
import { PlatformError } from '#app/utils/platform.server';
import { FormActions } from '#app/components/forms';

const PATH = '/my-center/loadUnloadRequiredConfig';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return api.cargo.rules(args);
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const formData = await readForm(args.request);
  const parsed = loadUnloadConfigInput.safeParse({ required: formData.getAll('required') });
  if (!parsed.success) return redirectWith(args.request, PATH, parsed.error.issues[0].message, 'error');
  try {
    await api.cargo.saveRequired(args, parsed.data);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return redirectWith(args.request, PATH, error.message, 'error');
  }
  return redirectWith(args.request, PATH, '装卸必填项已保存');
}

export default function LoadUnloadRequiredConfig() {
  const rules = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <section className="panel cap-page" aria-labelledby="required-title">
      <h1 id="required-title" className="page-title">
        装卸必填配置
      </h1>
      <p className="muted">勾选的项目在发布货源时必须填写（地区与详细地址始终必填）。</p>
      <Form method="post" className="cap-form" aria-label="装卸必填项">
        <AuthenticityTokenInput />
        {(['load', 'unload'] as const).map((kind) => (
          <fieldset key={kind} className="cap-fieldset">
            <legend>{kind === 'load' ? '装货地' : '卸货地'}</legend>
            {REQUIRED_POINT_FIELDS.map((field) => (
              <label key={field} className="cargo-check">
                <input type="checkbox" name="required" value={`${kind}.${field}`} defaultChecked={rules.required.includes(`${kind}.${field}`)} />
                {`${kind === 'load' ? '装货' : '卸货'}${REQUIRED_POINT_LABELS[field]}`}
              </label>
            ))}
          </fieldset>
        ))}
        <FormActions busy={navigation.state === 'submitting'} />
      </Form>
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
