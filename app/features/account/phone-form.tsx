// Change the bound phone (spec 3 "Phone-change form": role, pwd, mobile, code, source 'pc';
// spec 5 messages). The SMS code goes to the NEW phone (type modify_binding_phone); the server
// renders the 60 s wait and the button counts down live with JS.
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation, type FetcherWithComponents } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { z } from 'zod';
import { Button } from '#app/components/button';
import { Alert } from '#app/components/alert';
import { useReplyKey } from '#app/components/field-props';
import { useLazySchema } from '#app/components/lazy-validation';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import type { phoneFormSchema, phoneSmsSchema } from './phone-schema';
import { SecretField } from './password-fields';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';
import { PHONE_INTENT, PHONE_SMS_INTENT } from './account-actions';

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
      <FormErrors errors={form.errors} />
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
        <SecretField field={fields.pwd} label="登录密码" autoComplete="current-password" placeholder="请输入登录密码" />
        <PhoneField field={fields.mobile} label="新手机号" />
        <SmsCodeField field={fields.code} secondsLeft={smsSent?.seconds ?? smsSecondsLeft} value={PHONE_SMS_INTENT} buttonKey={replyKey} />
        <Button type="submit" name="intent" value={PHONE_INTENT} fullWidth loading={submitting}>
          确认修改
        </Button>
      </FormTag>
    </>
  );
}
