// Change or set the login password (spec 3 "Password form", spec 5 messages). The old password
// is asked only when the account has one (UserInfo.existPwd === 'Y'). The schema (./password-schema)
// loads after hydration, so zod is not in the page's chunks.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Alert } from '@mantine-part/alert';
import { Button } from '@mantine-part/button';
import { TextInput } from '@mantine-part/text-input';
import { Form, useNavigation, type FetcherWithComponents } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { DoneNotice, JsFlag, type Done } from '#app/components/done-notice';
import { ErrorSummary } from '#app/components/form-errors';
import { useLazySchema } from '#app/components/lazy-validation';

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
  const validate = useLazySchema(
    () => import('./password-schema'),
    (m) => m.passwordFormSchema(hasPassword),
  );
  const [form, fields] = useForm({
    id: 'password-form',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validate({ formData }),
  });
  const submitting = pending?.get('intent') === PASSWORD_INTENT;
  return (
    <>
      <DoneNotice done={done} />
      {form.errors?.length ? (
        <Alert color="red" role="alert" mb="sm">
          {form.errors.join('；')}
        </Alert>
      ) : null}
      <FormTag method="post" action={action} {...getFormProps(form)} className="account-form">
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        <JsFlag />
        {hasPassword ? (
          <TextInput
            label="原始密码"
            {...getInputProps(fields.oldPwd, { type: 'password' })}
            key={fields.oldPwd.key}
            autoComplete="current-password"
            placeholder="请输入原始密码"
            error={fields.oldPwd.errors?.join('；')}
          />
        ) : null}
        <TextInput
          label="新密码"
          {...getInputProps(fields.newPwd, { type: 'password' })}
          key={fields.newPwd.key}
          autoComplete="new-password"
          placeholder="请输入新密码"
          error={fields.newPwd.errors?.join('；')}
        />
        <TextInput
          label="确认密码"
          {...getInputProps(fields.confirm_pwd, { type: 'password' })}
          key={fields.confirm_pwd.key}
          autoComplete="new-password"
          placeholder="请输入确认密码"
          error={fields.confirm_pwd.errors?.join('；')}
        />
        <Button type="submit" name="intent" value={PASSWORD_INTENT} fullWidth loading={submitting} disabled={Boolean(done)}>
          {hasPassword ? '确认修改' : '确认设置'}
        </Button>
      </FormTag>
    </>
  );
}
