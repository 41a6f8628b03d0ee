// The account's fields: the phone it signs in with, passwords, image and SMS codes — as validators
// and as the zod schemas of the login, registration and password and phone changes.
import { z } from 'zod';
import { MESSAGES, type ValidationResult, type Validator } from './messages';
import { PATTERNS } from './patterns';
import { normalizeMobile } from './phones';
import { requiredString } from './schemas';
import { check, isEmpty, required, toText } from './text';

/** Phone field: trimmed; required; an allocated mobile (`MOBILE_PATTERN`). */
export function validatePhone(value: unknown): ValidationResult {
  const text = toText(value).trim();
  if (text === '') return MESSAGES.phoneRequired;
  return check(PATTERNS.mobile.test(text), MESSAGES.phoneFormat);
}

/** Before requesting an SMS code: phone must be present ('手机号不能为空') and well formed. */
export function validatePhoneForSms(value: unknown): ValidationResult {
  const text = toText(value).trim();
  if (text === '') return MESSAGES.phoneEmpty;
  return check(PATTERNS.mobile.test(text), MESSAGES.phoneFormat);
}

/** Before requesting an SMS code: image code must be present. */
export function validateImageCodeForSms(value: unknown): ValidationResult {
  return check(!isEmpty(value), MESSAGES.imageCodeEmpty);
}

export const validatePassword: Validator = required(MESSAGES.passwordRequired);
export const validateLoginPassword: Validator = required(MESSAGES.loginPasswordRequired);
export const validateImageCode: Validator = required(MESSAGES.imageCodeRequired);
export const validateSmsCode: Validator = required(MESSAGES.smsCodeRequired);
export const validateSmsCodeAlt: Validator = required(MESSAGES.smsCodeRequiredAlt);

/** Password rule: at least 8 characters with letters and digits. */
export function isValidPassword(value: unknown): boolean {
  return PATTERNS.password.test(toText(value));
}

/** New password: required, then the password rule. */
export function validateNewPassword(value: unknown): ValidationResult {
  const text = toText(value);
  if (text === '') return MESSAGES.newPasswordRequired;
  return check(isValidPassword(text), MESSAGES.passwordRule);
}

/** Confirm password: required, then equal to the new password. */
export function validateConfirmPassword(value: unknown, newPassword: unknown): ValidationResult {
  const text = toText(value);
  if (text === '') return MESSAGES.confirmPasswordRequired;
  return check(text === toText(newPassword), MESSAGES.passwordMismatch);
}

/** Old password: required only when the account already has a password. */
export function validateOldPassword(value: unknown, hasPassword: boolean): ValidationResult {
  if (!hasPassword) return true;
  return check(toText(value) !== '', MESSAGES.oldPasswordRequired);
}

/**
 * The account phone (login, registration, SMS): normalised like every mobile, then the allocated
 * prefixes every other mobile field uses (`MOBILE_PATTERN`; 100, 106, 110, 119, 120 or 125 are
 * nobody's mobile). Every demo account's number passes it (login.test.ts); an account registered
 * under the older 1+10-digits rule with such a prefix would no longer sign in by phone.
 */
export const phoneSchema = z
  .string({ required_error: MESSAGES.phoneRequired, invalid_type_error: MESSAGES.phoneRequired })
  .transform((value) => normalizeMobile(value))
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: z.ZodIssueCode.custom, message: MESSAGES.phoneRequired });
    else if (!PATTERNS.mobile.test(value)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: MESSAGES.phoneFormat });
  });
export const passwordSchema = requiredString(MESSAGES.passwordRequired);
export const loginPasswordSchema = requiredString(MESSAGES.loginPasswordRequired);
export const imageCodeSchema = requiredString(MESSAGES.imageCodeRequired, { trim: true });
export const smsCodeSchema = requiredString(MESSAGES.smsCodeRequired, { trim: true });
export const smsCodeAltSchema = requiredString(MESSAGES.smsCodeRequiredAlt, { trim: true });

/** New password: '请输入新密码' then the 8-character letter+digit rule. */
export const passwordRuleSchema = requiredString(MESSAGES.newPasswordRequired).regex(PATTERNS.password, MESSAGES.passwordRule);
export const confirmPasswordSchema = requiredString(MESSAGES.confirmPasswordRequired);
export const oldPasswordSchema = requiredString(MESSAGES.oldPasswordRequired);

/** Adds the '两次输入密码不一致!' issue on `confirmPassword` when the two differ. */
export function refinePasswordPair(value: { newPassword: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (value.newPassword !== value.confirmPassword) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['confirmPassword'], message: MESSAGES.passwordMismatch });
  }
}

/** `{ newPassword, confirmPassword }` with the spec's messages. */
export const newPasswordPairSchema = z.object({ newPassword: passwordRuleSchema, confirmPassword: confirmPasswordSchema }).superRefine(refinePasswordPair);

/** Password change: old password required only when the account has one. */
export function passwordChangeSchema(hasPassword: boolean) {
  return z
    .object({
      oldPassword: hasPassword ? oldPasswordSchema : z.string().optional().default(''),
      newPassword: passwordRuleSchema,
      confirmPassword: confirmPasswordSchema,
    })
    .superRefine(refinePasswordPair);
}

/** Phone change: login password, new phone, SMS code. */
export const phoneChangeSchema = z.object({
  password: loginPasswordSchema,
  phone: phoneSchema,
  smsCode: smsCodeSchema,
});
