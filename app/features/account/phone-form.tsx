// Change the bound phone (spec 3 "Phone-change form": role, pwd, mobile, code, source 'pc';
// spec 5 messages). The SMS code goes to the NEW phone (type modify_binding_phone); the server
// renders the 60 s wait and the button counts down live with JS.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Alert } from '@mantine-part/alert';
import { Button } from '@mantine-part/button';
import { TextInput } from '@mantine-part/text-input';
import { Form, useNavigation, type FetcherWithComponents } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { z } from 'zod';
import { useReplyKey } from '#app/components/field-props';
import { useLazySchema } from '#app/components/lazy-validation';
import { ErrorSummary } from '#app/components/form-errors';
import type { phoneFormSchema, phoneSmsSchema } from './phone-schema';
import { SmsCodeButton } from './sms-code-button';

export const PHONE_INTENT = 'changePhone';
export const PHONE_SMS_INTENT = 'sendSms';
/** Set by the dialog: the code request answers with data, as a dialog cannot follow a redirect. */
export const DIALOG_FIELD = '_dialog';

export function PhoneForm({
  action,
  currentMobile,
  defaultMobile,
  smsSecondsLeft,
  lastResult,
  smsSent,
  fetcher,
}: {
  action: string;
  /** masked */
  currentMobile: string;
  defaultMobile: string;
  smsSecondsLeft: number;
  lastResult?: SubmissionResult<string[]> | null;
  /** with JS the code request answers here instead of reloading the page */
  smsSent?: { seconds: number; message: string } | null;
  /** in a dialog (JS only) the form posts through this fetcher and the page stays */
  fetcher?: FetcherWithComponents<unknown>;
}) {
  const navigation = useNavigation();
  const FormTag = fetcher?.Form ?? Form;
  const pending = fetcher ? fetcher.formData : navigation.state === 'submitting' ? navigation.formData : undefined;
  const validate = useLazySchema(
    () => import('./phone-schema'),
    (m, formData) => m.phoneSchemaFor(formData),
  );
  const [form, fields] = useForm<z.input<typeof phoneFormSchema> | z.input<typeof phoneSmsSchema>>({
    id: 'phone-form',
    lastResult,
    defaultValue: { mobile: defaultMobile },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validate({ formData }),
  });
  const submitting = pending?.get('intent') === PHONE_INTENT;
  // Each answer restarts the wait, even when it is again 60 s.
  const replyKey = useReplyKey(lastResult);
  return (
    <>
      {form.errors?.length ? (
        <Alert color="red" role="alert" mb="sm">
          {form.errors.join('；')}
        </Alert>
      ) : null}
      {smsSent ? (
        <Alert color="green" role="status" mb="sm">
          {smsSent.message}
        </Alert>
      ) : null}
      <p className="muted account-note">当前绑定手机号：{currentMobile}</p>
      <FormTag method="post" action={action} {...getFormProps(form)} className="account-form">
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        {fetcher ? <input type="hidden" name={DIALOG_FIELD} value="1" /> : null}
        {/* The default button: Enter in any field submits the change, not the SMS request. */}
        <button type="submit" name="intent" value={PHONE_INTENT} hidden tabIndex={-1} aria-hidden="true" />
        <TextInput
          label="登录密码"
          {...getInputProps(fields.pwd, { type: 'password' })}
          key={fields.pwd.key}
          autoComplete="current-password"
          placeholder="请输入登录密码"
          error={fields.pwd.errors?.join('；')}
        />
        <TextInput
          label="新手机号"
          {...getInputProps(fields.mobile, { type: 'tel' })}
          key={fields.mobile.key}
          autoComplete="tel"
          inputMode="numeric"
          maxLength={20}
          placeholder="请输入手机号"
          error={fields.mobile.errors?.join('；')}
        />
        <div className="sms-row">
          <TextInput
            label="短信验证码"
            {...getInputProps(fields.code, { type: 'text' })}
            key={fields.code.key}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            placeholder="请输入手机验证码"
            error={fields.code.errors?.join('；')}
          />
          <SmsCodeButton key={replyKey} secondsLeft={smsSent?.seconds ?? smsSecondsLeft} value={PHONE_SMS_INTENT} />
        </div>
        <Button type="submit" name="intent" value={PHONE_INTENT} fullWidth loading={submitting}>
          确认修改
        </Button>
      </FormTag>
    </>
  );
}
