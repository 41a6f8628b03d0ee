import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_MESSAGE,
  REAL_NAME_REQUIRED,
  defaultRoleOf,
  groupOf,
  intentOf,
  parseRegisterChoice,
  passwordResetSchema,
  registerSchema,
  smsPhoneOnlySchema,
  smsWithImageSchema,
} from './account-forms';

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

const errorsOf = (values: Record<string, string>, schema: Parameters<typeof parseWithZod>[1]['schema']) =>
  parseWithZod(form(values), { schema }).reply().error ?? {};

describe('registration choice', () => {
  it('accepts the five roles and the two groups, nothing else', () => {
    expect(parseRegisterChoice('agent')).toBe('agent');
    expect(parseRegisterChoice('shipper')).toBe('shipper');
    expect(parseRegisterChoice('driver')).toBeNull();
    expect(parseRegisterChoice(undefined)).toBeNull();
  });
  it('maps choices to their group and preselected role', () => {
    expect(groupOf('individual_agent').group).toBe('carrier');
    expect(groupOf('shipper').roles).toEqual(['individual_shipper', 'enterprise_shipper']);
    expect(defaultRoleOf('shipper')).toBe('enterprise_shipper');
    expect(defaultRoleOf('carrier')).toBe('carrier');
    expect(defaultRoleOf('individual_shipper')).toBe('individual_shipper');
  });
});

describe('intent', () => {
  it('is the SMS button, the submit (also unnamed), or unknown', () => {
    expect(intentOf(form({ intent: 'sendSms' }))).toBe('sendSms');
    expect(intentOf(form({ intent: 'submit' }))).toBe('submit');
    expect(intentOf(form({}))).toBe('submit');
    expect(intentOf(form({ intent: 'delete' }))).toBeNull();
  });
});

describe('registerSchema', () => {
  const valid = {
    role: 'agent',
    mobile: ' 19912345678 ',
    numberCode: '123456',
    password: 'Abcd1234',
    confirm_pwd: 'Abcd1234',
    realName: ' 张三 ',
    agreement: 'on',
  };

  it('passes a complete form, trimmed', () => {
    const submission = parseWithZod(form(valid), { schema: registerSchema });
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toMatchObject({ mobile: '19912345678', realName: '张三' });
  });

  it('reports the spec messages of an empty form, agreement and company name included', () => {
    expect(errorsOf({ role: 'enterprise_shipper' }, registerSchema)).toEqual({
      mobile: ['请输入手机号'],
      numberCode: ['请输入手机验证码'],
      imgCode: ['验证码不能为空'],
      password: ['请输入新密码'],
      confirm_pwd: ['请输入确认密码'],
      agreement: [AGREEMENT_MESSAGE],
      realName: [REAL_NAME_REQUIRED],
    });
  });

  it('reports a mismatch even while other fields are missing', () => {
    const errors = errorsOf({ role: 'individual_shipper', password: 'Abcd1234', confirm_pwd: 'Abcd12345' }, registerSchema);
    expect(errors.confirm_pwd).toEqual(['两次输入密码不一致!']);
    expect(errors.realName).toBeUndefined();
  });

  it('checks the phone format and the password rule', () => {
    const errors = errorsOf({ ...valid, mobile: '1380000', password: 'abcdefgh', confirm_pwd: 'abcdefgh' }, registerSchema);
    expect(errors.mobile).toEqual(['请输入格式正确的手机号']);
    expect(errors.password).toEqual(['密码至少8位字符，必须包含字母和数字']);
  });

  it('leaves the real name optional for individual roles only', () => {
    expect(parseWithZod(form({ ...valid, role: 'individual_agent', realName: '' }), { schema: registerSchema }).status).toBe('success');
    expect(errorsOf({ ...valid, role: 'carrier', realName: '  ' }, registerSchema).realName).toEqual([REAL_NAME_REQUIRED]);
  });
});

describe('SMS request and password reset schemas', () => {
  it('use the request-a-code messages', () => {
    expect(errorsOf({}, smsWithImageSchema)).toMatchObject({ mobile: ['手机号不能为空'], imgCode: ['验证码不能为空'] });
    expect(errorsOf({ mobile: '123' }, smsPhoneOnlySchema)).toEqual({ mobile: ['请输入格式正确的手机号'] });
  });

  it('checks the new password pair', () => {
    expect(errorsOf({ mobile: '19912345678', numberCode: '1', newPwd: 'Abcd1234', confirm_pwd: 'Abcd4321' }, passwordResetSchema)).toEqual({
      confirm_pwd: ['两次输入密码不一致!'],
    });
  });
});
