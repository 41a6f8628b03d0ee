// The login form's schemas (spec 2, section 5 messages): the /login action validates with them on the
// server (through login-schema.server.ts) and the form in the browser after hydration (login-validate.ts,
// loaded by import(), see lazy-validation.ts).
import { z } from 'zod';
import { MESSAGES, imageCodeSchema, passwordSchema, phoneSchema, smsCodeSchema } from '#contract/validators';

export const passwordLoginSchema = z.object({
  loginType: z.literal('password'),
  userName: phoneSchema,
  password: passwordSchema,
  imgCode: imageCodeSchema,
  imgCodeKey: z.string({ required_error: '请刷新验证码' }),
});

export const codeLoginSchema = z.object({
  loginType: z.literal('numberCode'),
  userName: phoneSchema,
  numberCode: smsCodeSchema,
});

/** Requesting the SMS code: phone and image code, with the spec's "request a code" messages. */
export const smsRequestSchema = z.object({
  userName: z.string({ required_error: MESSAGES.phoneEmpty }).trim().min(1, MESSAGES.phoneEmpty).pipe(phoneSchema),
  imgCode: z.string({ required_error: MESSAGES.imageCodeEmpty }).trim().min(1, MESSAGES.imageCodeEmpty),
  imgCodeKey: z.string({ required_error: '请刷新验证码' }),
});

export function loginSchemaFor(formData: FormData) {
  if (formData.get('intent') === 'sendSms') return smsRequestSchema;
  return formData.get('loginType') === 'numberCode' ? codeLoginSchema : passwordLoginSchema;
}
