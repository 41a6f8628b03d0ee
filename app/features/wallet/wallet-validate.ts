// The wallet forms' client validation, loaded after hydration (app/components/lazy-validation.ts):
// the same schemas the platform checks, chosen by the form's intent.
import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import { bindCardInput, confirmCardInput, withdrawInput } from '#contract/money/wallet';

/** The wallet forms' fields as typed (the schemas turn yuan into fen and ids into numbers). */
export type WalletFields = Partial<
  Record<'intent' | 'bankCode' | 'cardNo' | 'mobile' | 'cardId' | 'smsCode' | 'amount' | 'payPassword' | 'idempotencyKey', string>
>;

const byIntent = z.discriminatedUnion('intent', [
  bindCardInput.extend({ intent: z.literal('bind') }),
  confirmCardInput.extend({ intent: z.literal('confirm') }),
  withdrawInput.extend({ intent: z.literal('withdraw') }),
]);

export function validate(formData: FormData) {
  return parseWithZod(formData, { schema: byIntent }) as unknown as Submission<WalletFields, string[]>;
}
