// The form of /loginPwd (set the first password) and /findpwd (recover the password): phone,
// image code (only where the platform asks one before sending the SMS), SMS code, new password
// twice. Plain form posts; with JS Conform validates in the browser first.
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { input as ZodInput, ZodTypeAny } from 'zod';
import { Button } from '#app/components/button';
import { HoneypotField } from '#app/components/honeypot-field';
import { MESSAGES_8 } from '#contract/codes';
import { LIMITS } from '#contract/limits';
import { useReplyKey } from '#app/components/field-props';
import { ErrorSummary } from '#app/components/form-errors';
import { useLazySchema } from '#app/components/lazy-validation';
import type * as AccountFormsModule from './account-forms';
import { AccountCard } from './account-card';
import { CaptchaField, type Captcha } from './captcha-field';
import { PasswordFields } from './password-fields';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';

type AccountForms = typeof AccountFormsModule;

/** The SMS step checks only what sending the code needs; the submit checks the whole form. */
function schemaFor(forms: AccountForms, formData: FormData, imageCode: boolean): ZodTypeAny {
  if (forms.intentOf(formData) !== 'sendSms') return forms.passwordResetSchema;
  return imageCode ? forms.smsWithImageSchema : forms.smsPhoneOnlySchema;
}

export type PasswordResetFormProps = {
  id: string;
  title: string;
  intro: string;
  submitLabel: string;
  /** the route's path, e.g. '/findpwd' */
  action: string;
  imageCode: boolean;
  captcha: Captcha | null;
  smsSecondsLeft: number;
  defaultPhone: string;
  lastResult?: SubmissionResult<string[]> | null;
  smsSent?: boolean;
};

export function PasswordResetForm(props: PasswordResetFormProps) {
  const { id, title, intro, submitLabel, action, imageCode, captcha, defaultPhone, lastResult, smsSent } = props;
  const navigation = useNavigation();
  const replyKey = useReplyKey(lastResult);
  const validate = useLazySchema<AccountForms, ZodTypeAny>(
    () => import('./account-forms'),
    (forms, formData) => schemaFor(forms, formData, imageCode),
  );
  // The fields of whichever step's schema (any, as with parseWithZod of a ZodTypeAny before).
  const [form, fields] = useForm<ZodInput<ZodTypeAny>, string[]>({
    id,
    lastResult,
    defaultValue: { mobile: defaultPhone },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validate({ formData }),
  });
  const query = defaultPhone ? `?${new URLSearchParams({ mobile: defaultPhone })}` : '';
  const submitting = navigation.state === 'submitting' && navigation.formAction?.startsWith(action);
  const secondsLeft = Math.max(props.smsSecondsLeft, smsSent ? LIMITS.smsResendSeconds : 0);

  return (
    <AccountCard
      id={id}
      title={title}
      message={smsSent ? MESSAGES_8.smsSent : null}
      errors={form.errors}
      footer={
        <>
          <Link to="/login">返回登录</Link>
          <Link to="/register">没有账号？立即注册</Link>
        </>
      }
    >
      <p className="auth-intro muted">{intro}</p>
      <Form method="post" action={`${action}${query}`} {...getFormProps(form)} className="auth-form">
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        <HoneypotField />
        <PhoneField field={fields.mobile} />
        {imageCode ? <CaptchaField field={fields.imgCode} captcha={captcha} refreshHref={`${action}${query}`} /> : null}
        <SmsCodeField field={fields.numberCode} secondsLeft={secondsLeft} sentBefore={smsSent} />
        <PasswordFields password={fields.newPwd} confirm={fields.confirm_pwd} replyKey={replyKey} />
        <Button type="submit" name="intent" value="submit" fullWidth loading={submitting}>
          {submitLabel}
        </Button>
      </Form>
    </AccountCard>
  );
}
