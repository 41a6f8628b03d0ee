// The phone-change form's schemas (phone-form.tsx loads them after hydration; the action validates with them).
import { z } from 'zod';
import { MESSAGES, loginPasswordSchema, phoneSchema, smsCodeSchema } from '#contract/validators';
import { PHONE_SMS_INTENT } from './account-actions';

export const phoneFormSchema = z.object({
  pwd: loginPasswordSchema,
  mobile: phoneSchema,
  code: smsCodeSchema,
});

/** Requesting the code: only the new phone, with the spec's "request a code" message. */
export const phoneSmsSchema = z.object({
  mobile: z.string({ required_error: MESSAGES.phoneEmpty }).trim().min(1, MESSAGES.phoneEmpty).pipe(phoneSchema),
});

export function phoneSchemaFor(formData: FormData) {
  return formData.get('intent') === PHONE_SMS_INTENT ? phoneSmsSchema : phoneFormSchema;
}
