// /register: the choice of identity (shipper, or agent/carrier) and the registration form of the
// chosen group. Plain links and form posts; with JS Conform validates in the browser first.
import { getCollectionProps, getFormProps, getInputProps, useForm, type Submission, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { z } from 'zod';
import { TextInput } from '#app/components/text-input';
import { Checkbox, Radio } from '#app/components/choice-input';
import { Button } from '#app/components/button';
import { HoneypotField } from '#app/components/honeypot-field';
import { MESSAGES_8 } from '#contract/codes';
import { LIMITS } from '#contract/limits';
import { textProps, useReplyKey } from '#app/components/field-props';
import { ErrorSummary } from '#app/components/form-errors';
import { useLazySchema } from '#app/components/lazy-validation';
import type { registerSchema, smsWithImageSchema } from './account-forms';
import { INDIVIDUAL_ROLES, REGISTER_GROUPS, REGISTER_ROLE_LABELS, intentOf, type RegisterGroup, type RegisterRole } from './register-choice';
import { AccountCard } from './account-card';
import { CaptchaField, type Captcha } from './captcha-field';
import { PasswordFields } from './password-fields';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';

const ROLE_HINTS: Record<RegisterRole, string> = {
  individual_shipper: '以个人身份发布货源、下单运输',
  enterprise_shipper: '以企业身份发布货源、管理合同与结算',
  carrier: '承运企业，承接运输订单、管理车辆司机',
  agent: '物流经纪企业，参与竞价抢单',
  individual_agent: '个人车队长，带领车队承接运输',
};

export function RegisterChoice() {
  return (
    <AccountCard
      id="register-choice"
      title="选择注册身份"
      wide
      footer={
        <>
          <Link to="/login">已有账号？去登录</Link>
        </>
      }
    >
      <div className="register-groups">
        {REGISTER_GROUPS.map((group) => (
          <section key={group.group} className="register-group" aria-labelledby={`register-group-${group.group}`}>
            <h2 id={`register-group-${group.group}`}>{group.title}</h2>
            <ul>
              {group.roles.map((role) => (
                <li key={role}>
                  <Link to={`/register?role=${role}`} className="register-role-link">
                    <strong>{REGISTER_ROLE_LABELS[role]}</strong>
                    <span className="muted">{ROLE_HINTS[role]}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </AccountCard>
  );
}

export // One form, two schemas (the SMS request checks fewer fields): its fields are those of both.
type RegisterFields = z.input<typeof registerSchema> & z.input<typeof smsWithImageSchema>;
type RegisterValue = z.output<typeof registerSchema> & z.output<typeof smsWithImageSchema>;

type RegisterFormProps = {
  group: RegisterGroup;
  defaultRole: RegisterRole;
  captcha: Captcha | null;
  smsSecondsLeft: number;
  defaultPhone: string;
  lastResult?: SubmissionResult<string[]> | null;
  smsSent?: boolean;
};

export function RegisterForm({ group, defaultRole, captcha, defaultPhone, lastResult, smsSent, ...props }: RegisterFormProps) {
  const navigation = useNavigation();
  const replyKey = useReplyKey(lastResult);
  const { title, roles } = REGISTER_GROUPS.find((g) => g.group === group)!;
  const validate = useLazySchema(
    () => import('./account-forms'),
    (m, formData) => (intentOf(formData) === 'sendSms' ? m.smsWithImageSchema : m.registerSchema),
  );
  const [form, fields] = useForm<RegisterFields, RegisterValue>({
    id: 'register',
    lastResult,
    defaultValue: { role: defaultRole, mobile: defaultPhone },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validate({ formData }) as unknown as Submission<RegisterFields, string[], RegisterValue>,
  });
  const action = `/register?role=${group}`;
  const submitting = navigation.state === 'submitting' && navigation.formAction?.startsWith('/register');
  const secondsLeft = Math.max(props.smsSecondsLeft, smsSent ? LIMITS.smsResendSeconds : 0);
  const role = (typeof fields.role.value === 'string' ? fields.role.value : defaultRole) as RegisterRole;
  const realNameOptional = INDIVIDUAL_ROLES.includes(role);
  const { key: _agreementKey, ...agreement } = getInputProps(fields.agreement, { type: 'checkbox', ariaAttributes: false });

  return (
    <AccountCard
      id="register"
      title={title}
      message={smsSent ? MESSAGES_8.smsSent : null}
      errors={form.errors}
      footer={
        <>
          <Link to="/register?choose=1">重新选择身份</Link>
          <Link to="/login">已有账号？去登录</Link>
        </>
      }
    >
      <Form method="post" action={action} {...getFormProps(form)} className="auth-form">
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        <HoneypotField />
        <fieldset className="role-fieldset" aria-invalid={fields.role.errors ? true : undefined}>
          <legend>注册身份</legend>
          <div className="role-options">
            {getCollectionProps(fields.role, { type: 'radio', options: [...roles], ariaAttributes: false }).map(({ key, ...radio }) => (
              <Radio key={key} {...radio} label={REGISTER_ROLE_LABELS[radio.value as RegisterRole]} />
            ))}
          </div>
          {fields.role.errors ? <p className="field-error">{fields.role.errors.join('；')}</p> : null}
        </fieldset>
        <PhoneField field={fields.mobile} />
        <CaptchaField field={fields.imgCode} captcha={captcha} refreshHref={action} />
        <SmsCodeField field={fields.numberCode} secondsLeft={secondsLeft} sentBefore={smsSent} />
        <PasswordFields password={fields.password} confirm={fields.confirm_pwd} passwordLabel="设置密码" replyKey={replyKey} />
        <TextInput
          key={fields.realName.key}
          label="真实姓名"
          {...textProps(fields.realName)}
          withAsterisk={!realNameOptional}
          description={realNameOptional ? '选填' : '企业、承运商及经纪人请填写联系人真实姓名'}
          autoComplete="name"
          maxLength={30}
          placeholder="请输入真实姓名"
        />
        <Checkbox
          key={fields.agreement.key}
          {...agreement}
          error={fields.agreement.errors?.join('；')}
          label={
            <>
              我已阅读并同意
              <a href="/agreement" target="_blank" rel="noopener">
                《用户服务协议》
              </a>
              和
              <a href="/newPrivacyStatement" target="_blank" rel="noopener">
                《隐私政策》
              </a>
            </>
          }
        />
        <Button type="submit" name="intent" value="submit" fullWidth loading={submitting}>
          注册
        </Button>
      </Form>
    </AccountCard>
  );
}
