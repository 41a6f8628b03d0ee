// The login form of spec 2 (account login / verification-code login), shared by /login and by
// the home page when a guarded screen sent the visitor there with ?redirect=. It posts to
// /login; the field names are the spec's login form.
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Alert } from '#app/components/alert';
import { Button } from '#app/components/button';
import { HoneypotField } from '#app/components/honeypot-field';
import { useReplyKey } from '#app/components/field-props';
import { useLazyValidation } from '#app/components/lazy-validation';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { SecretField } from './password-fields';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';
import { CaptchaField, type Captcha } from './captcha-field';

export type LoginTab = 'password' | 'code';

export type LoginFormProps = {
  tab: LoginTab;
  captcha: Captcha | null;
  smsSecondsLeft: number;
  redirectTo: string | null;
  /** the login button is disabled while the account is locked (code 9941) */
  locked: boolean;
  lastResult?: SubmissionResult<string[]> | null;
  /** a message for the whole form (platform failure, SSO notice, ...) */
  formMessage?: { type: 'error' | 'success' | 'info'; text: string } | null;
  defaultPhone?: string;
};

function tabHref(tab: LoginTab, redirectTo: string | null) {
  const params = new URLSearchParams({ tab });
  if (redirectTo) params.set('redirect', redirectTo);
  return `/login?${params}`;
}

export function LoginForm({ tab, captcha, smsSecondsLeft, redirectTo, locked, lastResult, formMessage, defaultPhone }: LoginFormProps) {
  const navigation = useNavigation();
  // Spent fields (password, image code) come back empty after a failed login, with JS as without.
  const replyKey = useReplyKey(lastResult);
  // The schemas (zod) load after hydration: ./login-schema.ts, the same ones the action uses.
  const onValidate = useLazyValidation(() => import('./login-validate'));
  const [form, fields] = useForm({
    id: `login-${tab}`,
    lastResult,
    defaultValue: { userName: defaultPhone ?? '' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate,
  });
  const action = redirectTo ? `/login?${new URLSearchParams({ tab, redirect: redirectTo })}` : `/login?tab=${tab}`;
  const submitting = navigation.state === 'submitting' && navigation.formAction?.startsWith('/login');
  const refreshHref = `${tabHref(tab, redirectTo)}${defaultPhone ? `&mobile=${defaultPhone}` : ''}`;

  return (
    <section className="login-card" aria-labelledby="login-title">
      <h1 id="login-title" className="login-title">
        用户登录
      </h1>
      <nav className="login-tabs" aria-label="登录方式">
        <Link to={tabHref('password', redirectTo)} aria-current={tab === 'password' ? 'page' : undefined} replace>
          账号登录
        </Link>{' '}
        <Link to={tabHref('code', redirectTo)} aria-current={tab === 'code' ? 'page' : undefined} replace>
          验证码登录
        </Link>
      </nav>
      {formMessage ? (
        <Alert
          color={formMessage.type === 'error' ? 'red' : formMessage.type === 'success' ? 'green' : 'blue'}
          role={formMessage.type === 'error' ? 'alert' : 'status'}
          mb="sm"
        >
          {formMessage.text}
        </Alert>
      ) : null}
      <FormErrors errors={form.errors} />
      <Form method="post" action={action} {...getFormProps(form)} className="login-form">
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        <HoneypotField />
        <input type="hidden" name="loginType" value={tab === 'code' ? 'numberCode' : 'password'} />
        <PhoneField field={fields.userName} autoComplete="username" />
        {tab === 'password' ? (
          <SecretField field={fields.password} label="密码" autoComplete="current-password" placeholder="请输入密码" replyKey={replyKey} />
        ) : null}
        <CaptchaField field={fields.imgCode} captcha={captcha} refreshHref={refreshHref} />
        {tab === 'code' ? <SmsCodeField field={fields.numberCode} secondsLeft={smsSecondsLeft} /> : null}
        <Button type="submit" name="intent" value="login" fullWidth disabled={locked} loading={submitting}>
          登录
        </Button>
      </Form>
      <p className="login-links">
        <Link to="/findpwd">忘记密码</Link> <Link to="/register?role=shipper">注册企业货主</Link> <Link to="/register?role=carrier">注册经纪人/承运商</Link>
      </p>
    </section>
  );
}
