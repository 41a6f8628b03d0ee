// The 钱包支付 form's schema (Conform + zod, the same in the browser and in the action): the amount
// typed in yuan and sent in integer fen (parseYuan), with the page's one-time key; the platform
// checks it against what the bill owes and what the wallet holds.
import { z } from 'zod';
import { BILL_MESSAGES } from '#contract/money/bills';
import { WALLET_MESSAGES } from '#contract/money/wallet';
import { parseYuan } from './amount';

export const walletPaySchema = z
  .object({
    billId: z.coerce.number({ invalid_type_error: BILL_MESSAGES.notFound }).int().positive(BILL_MESSAGES.notFound),
    amountYuan: z.string({ required_error: WALLET_MESSAGES.payRequired }),
    idempotencyKey: z.string().min(8).max(64),
  })
  .transform((v, ctx) => {
    const amount = parseYuan(v.amountYuan);
    if ('error' in amount) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['amountYuan'], message: amount.error });
      return z.NEVER;
    }
    return { billId: v.billId, amountFen: amount.fen, idempotencyKey: v.idempotencyKey };
  });
