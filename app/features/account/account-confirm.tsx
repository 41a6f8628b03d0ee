// The confirmations of spec 4 "Account cancellation" as a page (works without JS): cancel the
// platform account or release the broker identity, each after the user confirms that all
// waybills are unloaded and signed and the wallet is empty (spec 5). A user who is also a
// driver (isDriver === 1) first sees the warning with its three choices.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { Alert } from '#app/components/alert';
import { DoneNotice, JsFlag, type Done } from '#app/components/done-notice';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { useLazySchema } from '#app/components/lazy-validation';
import { Checkbox } from '#app/components/choice-input';
import { CONFIRM_CANCEL_PATH, CONFIRM_RELEASE_PATH, USER_DETAILS_PATH } from './account-actions';

export type ConfirmKind = 'cancel' | 'release';

export const CONFIRM_WAYBILLS = '我确认所有派车单均已卸货并签收';
export const CONFIRM_WALLET = '我确认钱包余额已全部提现';

const TEXT: Record<ConfirmKind, { title: string; body: string; submit: string }> = {
  cancel: {
    title: '注销平台账户',
    body: '注销后该账户将无法再登录，您在平台的其他身份账户也将一并注销，且不可恢复。',
    submit: '确认注销',
  },
  release: {
    title: '解除经纪人身份',
    body: '解除后您将不再持有经纪人身份，账户的其他身份不受影响。',
    submit: '确认解除',
  },
};

/** isDriver === 1: the account also holds a driver identity (spec 4). */
export function DriverWarning({ canRelease }: { canRelease: boolean }) {
  return (
    <section className="dialog-card" aria-labelledby="driver-warning-title">
      <h2 id="driver-warning-title" className="dialog-title">
        注销平台账户
      </h2>
      <Alert color="orange" role="alert" mb="md">
        您的账户同时拥有司机身份，注销平台账户将同时注销您的司机等其他身份账户。
        {canRelease ? '如只想停止经纪人业务，可以仅解除经纪人身份。' : null}
      </Alert>
      <div className="dialog-actions">
        <Button component={Link} to={`${CONFIRM_CANCEL_PATH}&step=confirm`}>
          确认注销平台账户
        </Button>
        {canRelease ? (
          <Button component={Link} to={CONFIRM_RELEASE_PATH} variant="default">
            解除经纪人身份
          </Button>
        ) : null}
        <Button component={Link} to={USER_DETAILS_PATH} variant="subtle">
          关闭
        </Button>
      </div>
    </section>
  );
}

export function AccountConfirm({
  kind,
  action,
  lastResult,
  done,
}: {
  kind: ConfirmKind;
  action: string;
  lastResult?: SubmissionResult<string[]> | null;
  done?: Done | null;
}) {
  const navigation = useNavigation();
  const validate = useLazySchema(
    () => import('./account-confirm-schema'),
    (m) => m.confirmSchema,
  );
  const [form, fields] = useForm({
    id: `confirm-${kind}`,
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => validate({ formData }),
  });
  const text = TEXT[kind];
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === kind;
  return (
    <section className="dialog-card" aria-labelledby="confirm-title">
      <h2 id="confirm-title" className="dialog-title">
        {text.title}
      </h2>
      <DoneNotice done={done} />
      <FormErrors errors={form.errors} />
      <p>{text.body}</p>
      <Form method="post" action={action} {...getFormProps(form)} className="account-form">
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        <JsFlag />
        {(
          [
            [fields.confirmWaybills, CONFIRM_WAYBILLS],
            [fields.confirmWallet, CONFIRM_WALLET],
          ] as const
        ).map(([field, label]) => (
          <Checkbox
            label={label}
            {...getInputProps(field, { type: 'checkbox' })}
            key={`${field.name}:${field.key ?? ''}`}
            required
            error={field.errors?.join('；')}
          />
        ))}
        <div className="dialog-actions">
          <Button type="submit" name="intent" value={kind} color="red" loading={submitting} disabled={Boolean(done)}>
            {text.submit}
          </Button>
          <Button component={Link} to={USER_DETAILS_PATH} variant="default">
            取消
          </Button>
        </div>
      </Form>
    </section>
  );
}
