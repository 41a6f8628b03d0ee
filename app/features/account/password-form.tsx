// Change or set the login password (spec 3 "Password form", spec 5 messages). The old password
// is asked only when the account has one (UserInfo.existPwd === 'Y'). The schema (./password-schema)
// loads after hydration, so zod is not in the page's chunks.
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation, type FetcherWithComponents } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { DoneNotice, JsFlag, type Done } from '#app/components/done-notice';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { useLazyForm } from '#app/components/lazy-validation';
import { SecretField } from './password-fields';

export const PASSWORD_INTENT = 'changePassword';

export function PasswordForm({
  hasPassword,
  action,
  lastResult,
  done,
  fetcher,
}: {
  hasPassword: boolean;
  action: string;
  lastResult?: SubmissionResult<string[]> | null;
  done?: Done | null;
  /** in a dialog (JS only) the form posts through this fetcher and the page stays */
  fetcher?: FetcherWithComponents<unknown>;
}) {
  const navigation = useNavigation();
  const FormTag = fetcher?.Form ?? Form;
  const pending = fetcher ? fetcher.formData : navigation.state === 'submitting' ? navigation.formData : undefined;
  const [form, fields] = useLazyForm(
    () => import('./password-schema'),
    (m) => m.passwordFormSchema(hasPassword),
    {
      id: 'password-form',
      lastResult,
    },
  );
  const submitting = pending?.get('intent') === PASSWORD_INTENT;
  return (
    <>
      <DoneNotice done={done} />
      <FormErrors errors={form.errors} />
      <FormTag method="post" action={action} {...getFormProps(form)} className="account-form">
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        <JsFlag />
        {hasPassword ? <SecretField field={fields.oldPwd} label="原始密码" autoComplete="current-password" placeholder="请输入原始密码" /> : null}
        <SecretField field={fields.newPwd} label="新密码" autoComplete="new-password" placeholder="请输入新密码" />
        <SecretField field={fields.confirm_pwd} label="确认密码" autoComplete="new-password" placeholder="请输入确认密码" />
        <Button type="submit" name="intent" value={PASSWORD_INTENT} fullWidth loading={submitting} disabled={Boolean(done)}>
          {hasPassword ? '确认修改' : '确认设置'}
        </Button>
      </FormTag>
    </>
  );
}
