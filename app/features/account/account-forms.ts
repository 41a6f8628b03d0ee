// Form schemas of the public account screens (/register, /loginPwd, /findpwd). Shared by the
// browser (Conform client validation) and the actions (parseWithZod): one rule set, the spec's
// Chinese messages (section 5) from the contract.
import { z } from 'zod';
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
import { REGISTER_ROLES } from '#contract/auth/register-roles';
import { AGREEMENT_MESSAGE, IMAGE_CODE_KEY_MISSING, INDIVIDUAL_ROLES, REAL_NAME_REQUIRED, isRegisterRole } from './register-choice';

export * from './register-choice';

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
