// Request bodies of the account calls (spec sections 3, 5, 7), shared by the platform, which
// validates everything it receives, and the app's forms. Messages are the spec's.
import { z } from 'zod';
import { MESSAGES, imageCodeSchema, phoneSchema, smsCodeSchema } from '../validators';
import { REGISTER_ROLES } from './register-roles';
import { ROLES } from './user';

export { ROLES };

export const SMS_TYPES = ['phone_no_login', 'modify_binding_phone', 'find_pwd', 'register'] as const;
export type SmsType = (typeof SMS_TYPES)[number];

/** Encrypted fields are Base64 of IV ‖ ciphertext; the platform decrypts them with the secret of `secretKey`. */
const encrypted = (requiredMessage: string) => z.string({ required_error: requiredMessage }).min(1, requiredMessage).max(512, '加密字段过长');

export const secretKeyResponse = z.object({ secret: z.string().length(32), key: z.string() });

export const loginBody = z.discriminatedUnion('loginType', [
  z.object({
    loginType: z.literal('password'),
    userName: phoneSchema,
    password: encrypted(MESSAGES.passwordRequired),
    secretKey: z.string({ required_error: '缺少加密密钥' }).min(1, '缺少加密密钥'),
    imgCodeKey: z.string({ required_error: '请刷新验证码' }).min(1, '请刷新验证码'),
    imgCode: imageCodeSchema,
  }),
  z.object({
    loginType: z.literal('numberCode'),
    userName: phoneSchema,
    numberCode: smsCodeSchema,
    imgCodeKey: z.string().optional(),
    imgCode: z.string().optional(),
  }),
]);
export type LoginBody = z.infer<typeof loginBody>;

/** POST /users/ssoLogin: the ticket the unified portal handed to /sso/login. */
export const ssoLoginBody = z.object({
  ticket: z.string({ required_error: '缺少登录凭证' }).trim().min(1, '缺少登录凭证').max(4096, '登录凭证无效或已过期，请从统一登录门户重新进入'),
});

export const smsQuery = z.object({
  type: z.enum(SMS_TYPES, { errorMap: () => ({ message: '短信类型不正确' }) }),
  imgCode: z.string().trim().optional(),
  imgCodeKey: z.string().trim().optional(),
});

const secretKeyField = z.string({ required_error: '缺少加密密钥' }).min(1, '缺少加密密钥').max(100, '加密密钥无效');

/** Phone-change form (spec 3): login password (encrypted), new phone, SMS code. */
export const changePhoneBody = z.object({
  role: z.enum(ROLES).optional(),
  pwd: encrypted(MESSAGES.loginPasswordRequired),
  secretKey: secretKeyField,
  mobile: phoneSchema,
  code: smsCodeSchema,
  source: z.string().max(16).optional(),
});

/** Password form (spec 3): every password field encrypted with the one `secretKey`. */
export const pwdModifyBody = z.object({
  oldPwd: z.string().max(512, '加密字段过长').optional(),
  newPwd: encrypted(MESSAGES.newPasswordRequired),
  confirm_pwd: encrypted(MESSAGES.confirmPasswordRequired),
  secretKey: secretKeyField,
  mobile: z.string().trim().max(20).optional(),
  numberCode: z.string().trim().max(10).optional(),
});

export { REGISTER_ROLES };

export const registerBody = z.object({
  role: z.enum(REGISTER_ROLES, { errorMap: () => ({ message: '请选择注册身份' }) }),
  mobile: phoneSchema,
  numberCode: smsCodeSchema,
  password: encrypted(MESSAGES.passwordRequired),
  confirm_pwd: encrypted(MESSAGES.confirmPasswordRequired),
  secretKey: secretKeyField,
  realName: z.string().trim().max(30, '姓名不能超过30个字符').optional(),
});

/** /users/setPwd (first password) and /users/findPwd (recovery). */
export const resetPwdBody = z.object({
  mobile: phoneSchema,
  numberCode: smsCodeSchema,
  newPwd: encrypted(MESSAGES.newPasswordRequired),
  confirm_pwd: encrypted(MESSAGES.confirmPasswordRequired),
  secretKey: secretKeyField,
});

export const releaseRoleBody = z.object({
  role: z.literal('individual_agent', { errorMap: () => ({ message: '仅支持解除经纪人身份' }) }),
});
