// The password form's schema (password-form.tsx loads it after hydration; the action validates with it).
import { z } from 'zod';
import { MESSAGES, confirmPasswordSchema, oldPasswordSchema, passwordRuleSchema } from '#contract/validators';

export function passwordFormSchema(hasPassword: boolean) {
  return z
    .object({
      oldPwd: hasPassword ? oldPasswordSchema : z.string().optional(),
      newPwd: passwordRuleSchema,
      confirm_pwd: confirmPasswordSchema,
    })
    .superRefine((value, ctx) => {
      if (value.newPwd !== value.confirm_pwd) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['confirm_pwd'], message: MESSAGES.passwordMismatch });
      }
    });
}
