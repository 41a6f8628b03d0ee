// Form schemas of the public account screens (/register, /loginPwd, /findpwd). Shared by the
// browser (Conform client validation) and the actions (parseWithZod): one rule set, the spec's
// Chinese messages (section 5) from the contract.
import { z } from 'zod';
import { REGISTER_ROLES } from '#contract/auth/schemas';
import {
  MESSAGES,
  PATTERNS,
  normalizeMobile,
  confirmPasswordSchema,
  passwordRuleSchema,
  phoneSchema,
  requiredString,
  smsCodeSchema,
} from '#contract/validators';

export type RegisterRole = (typeof REGISTER_ROLES)[number];
export type RegisterGroup = 'shipper' | 'carrier';

export const REGISTER_GROUPS: ReadonlyArray<{ group: RegisterGroup; title: string; roles: readonly RegisterRole[] }> = [
  { group: 'shipper', title: '货主注册', roles: ['individual_shipper', 'enterprise_shipper'] },
  { group: 'carrier', title: '承运方注册', roles: ['carrier', 'agent', 'individual_agent'] },
];

export const REGISTER_ROLE_LABELS: Record<RegisterRole, string> = {
  individual_shipper: '个人货主',
  enterprise_shipper: '企业货主',
  carrier: '承运商',
  agent: '经纪人',
  individual_agent: '个人车队长',
};

/** The role a group link (/register?role=shipper from the login page) preselects. */
const GROUP_DEFAULT_ROLE: Record<RegisterGroup, RegisterRole> = { shipper: 'enterprise_shipper', carrier: 'carrier' };

/** Roles of a person (not a company): the real name is optional for them. */
export const INDIVIDUAL_ROLES: readonly RegisterRole[] = ['individual_shipper', 'individual_agent'];

export function isRegisterRole(value: unknown): value is RegisterRole {
  return typeof value === 'string' && (REGISTER_ROLES as readonly string[]).includes(value);
}

/** A stored or linked choice: a role, or a group ('shipper' / 'carrier'). */
export type RegisterChoice = RegisterRole | RegisterGroup;

export function parseRegisterChoice(value: unknown): RegisterChoice | null {
  if (value === 'shipper' || value === 'carrier') return value;
  return isRegisterRole(value) ? value : null;
}

export function groupOf(choice: RegisterChoice): (typeof REGISTER_GROUPS)[number] {
  return REGISTER_GROUPS.find((g) => g.group === choice || (g.roles as readonly string[]).includes(choice))!;
}

export function defaultRoleOf(choice: RegisterChoice): RegisterRole {
  return isRegisterRole(choice) ? choice : GROUP_DEFAULT_ROLE[choice];
}

export const AGREEMENT_MESSAGE = '请阅读并同意用户服务协议';
export const REAL_NAME_REQUIRED = '请输入真实姓名';
export const IMAGE_CODE_KEY_MISSING = '请刷新验证码';

// ---------------------------------------------------------------------------------------------
// "Get SMS code" (intent=sendSms): the spec's request-a-code messages

/** Phone when requesting a code: '手机号不能为空', then the format rule. */
export const smsPhoneSchema = z
  .string({ required_error: MESSAGES.phoneEmpty, invalid_type_error: MESSAGES.phoneEmpty })
  .transform((value) => normalizeMobile(value))
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: z.ZodIssueCode.custom, message: MESSAGES.phoneEmpty });
    else if (!PATTERNS.phone.test(value)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: MESSAGES.phoneFormat });
  });

/** Phone + image code (SMS types register and phone_no_login). */
export const smsWithImageSchema = z.object({
  mobile: smsPhoneSchema,
  imgCode: requiredString(MESSAGES.imageCodeEmpty, { trim: true }),
  imgCodeKey: z.string({ required_error: IMAGE_CODE_KEY_MISSING }),
});

/** Phone only (SMS type find_pwd: the platform asks no image code). */
export const smsPhoneOnlySchema = z.object({ mobile: smsPhoneSchema });

// ---------------------------------------------------------------------------------------------
// Submits

// Checks across fields live in a second, all-optional object combined with `.and()`: a zod object
// skips its refinements as soon as one of its own fields is missing, and the spec's messages for
// the confirmation and the real name should show together with the other fields' messages.

function samePasswords(password: string | undefined, confirm: string | undefined, ctx: z.RefinementCtx) {
  if (password && confirm && password !== confirm) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['confirm_pwd'], message: MESSAGES.passwordMismatch });
  }
}

export const registerSchema = z
  .object({
    role: z.enum(REGISTER_ROLES, { errorMap: () => ({ message: '请选择注册身份' }) }),
    mobile: phoneSchema,
    numberCode: smsCodeSchema,
    password: passwordRuleSchema,
    confirm_pwd: confirmPasswordSchema,
    realName: z.string().trim().max(30, '姓名不能超过30个字符').optional(),
    agreement: z.literal('on', { errorMap: () => ({ message: AGREEMENT_MESSAGE }) }),
  })
  .and(
    z
      .object({
        role: z.string().optional(),
        password: z.string().optional(),
        confirm_pwd: z.string().optional(),
        // transformed as on the left, or the two results could not be merged
        realName: z.string().trim().optional(),
        numberCode: z.string().trim().optional(),
        imgCode: z.string().trim().optional(),
      })
      .superRefine((value, ctx) => {
        samePasswords(value.password, value.confirm_pwd, ctx);
        // No SMS code yet: the image code it takes is flagged at its field too (it was not, issue
        // 16.7). Once a code was sent the image code is spent (emptied), and 注册 needs none.
        if (!value.numberCode && !value.imgCode) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['imgCode'], message: MESSAGES.imageCodeEmpty });
        }
        if (isRegisterRole(value.role) && !INDIVIDUAL_ROLES.includes(value.role) && !value.realName) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['realName'], message: REAL_NAME_REQUIRED });
        }
      }),
  );

/** /loginPwd (first password) and /findpwd (recovery): phone, SMS code, new password twice. */
export const passwordResetSchema = z
  .object({
    mobile: phoneSchema,
    numberCode: smsCodeSchema,
    newPwd: passwordRuleSchema,
    confirm_pwd: confirmPasswordSchema,
  })
  .and(
    z
      .object({ newPwd: z.string().optional(), confirm_pwd: z.string().optional() })
      .superRefine((value, ctx) => samePasswords(value.newPwd, value.confirm_pwd, ctx)),
  );

export type AccountIntent = 'sendSms' | 'submit';

/** The intent of a post: the SMS button, or the form's main submit (also when none is named). */
export function intentOf(formData: FormData): AccountIntent | null {
  const intent = formData.get('intent');
  if (intent === null || intent === 'submit') return 'submit';
  return intent === 'sendSms' ? 'sendSms' : null;
}

/** Fields that never go back to the browser. `imgCode` is single use and the page gets a new one. */
export const HIDDEN_FIELDS = ['password', 'confirm_pwd', 'newPwd', 'imgCode'];
