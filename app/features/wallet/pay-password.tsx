// 支付密码's forms: set (typed twice), change (old, then new twice), reset (an SMS code to the
// caller's phone, then new twice). One form at a time, chosen by the URL (?do=change / ?do=reset),
// so each works without JS; with JS the contract's schemas check it as the user types (loaded lazily).
import { getFormProps, useForm } from '@conform-to/react';
import { Form, Link } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { Field, FormErrors } from '#app/components/forms';
import { ErrorSummary } from '#app/components/form-errors';
import { useLazySchema } from '#app/components/lazy-validation';
import type { FormReply } from '#app/utils/forms.server';

type Step = 'set' | 'change' | 'reset';

const TITLES: Record<Step, string> = { set: '设置支付密码', change: '修改支付密码', reset: '忘记支付密码：短信验证码重置' };
const SIX_DIGITS = '6位数字，不能是相同或连续的数字（如 111111、123456）';

/** The page's own address for another step, keeping where it returns to. */
export function stepLink(step: Step, back: string) {
  return `/my-center/payPassword?do=${step}&back=${encodeURIComponent(back)}`;
}

export function PayPasswordForm({ step, reply, busy, back }: { step: Step; reply: FormReply | undefined; busy: boolean; back: string }) {
  const onValidate = useLazySchema(
    () => import('#contract/money/wallet'),
    (m) => (step === 'set' ? m.setPayPasswordInput : step === 'change' ? m.changePayPasswordInput : m.resetPayPasswordInput),
  );
  const [form, fields] = useForm({
    id: `pay-password-${step}`,
    lastResult: reply?.result,
    // Checked on submit, then as the user types (a message appearing on blur moves the button).
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate,
  });
  const titleId = `pay-password-${step}-title`;
  return (
    <>
      {step === 'reset' ? (
        <Form method="post" className="cap-actions" aria-label="获取短信验证码">
          <AuthenticityTokenInput />
          <p>验证码将发送至本账号绑定的手机。</p>
          <Button type="submit" name="intent" value="sms" variant="default" loading={busy}>
            获取短信验证码
          </Button>
        </Form>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="cap-form" aria-labelledby={titleId}>
        <h2 id={titleId}>{TITLES[step]}</h2>
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        <FormErrors errors={form.errors} />
        <input type="hidden" name="intent" value={step} />
        {step === 'change' ? <Field meta={fields.oldPassword} label="原支付密码" type="password" inputMode="numeric" maxLength={6} required /> : null}
        {step === 'reset' ? <Field meta={fields.smsCode} label="短信验证码" inputMode="numeric" maxLength={6} required /> : null}
        <Field
          meta={fields.password}
          label={step === 'set' ? '支付密码' : '新支付密码'}
          type="password"
          inputMode="numeric"
          maxLength={6}
          hint={SIX_DIGITS}
          required
        />
        <Field meta={fields.confirmPassword} label="再次输入支付密码" type="password" inputMode="numeric" maxLength={6} required />
        <div className="cap-actions">
          <Button type="submit" loading={busy}>
            {step === 'set' ? '设置支付密码' : step === 'change' ? '修改支付密码' : '重置支付密码'}
          </Button>
          <Button component={Link} to={back} variant="default">
            返回
          </Button>
        </div>
      </Form>
    </>
  );
}
