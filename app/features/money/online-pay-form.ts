// The 钱包支付 form's schema (Conform + zod, the same in the browser and in the action): the amount
// typed in yuan and sent in integer fen (amountYuanInFen), with the page's one-time key; the platform
// checks it against what the bill owes and what the wallet holds.
import { z } from 'zod';
import { BILL_MESSAGES } from '#contract/money/bills';
import { WALLET_MESSAGES } from '#contract/money/wallet';
import { amountYuanInFen } from './forms';

export const walletPaySchema = z
  .object({
    billId: z.coerce.number({ invalid_type_error: BILL_MESSAGES.notFound }).int().positive(BILL_MESSAGES.notFound),
    amountYuan: z.string({ required_error: WALLET_MESSAGES.payRequired }),
    idempotencyKey: z.string().min(8).max(64),
  })
  .transform((v, ctx) => {
    const amountFen = amountYuanInFen(v.amountYuan, ctx);
    if (amountFen === null) return z.NEVER;
    return { billId: v.billId, amountFen, idempotencyKey: v.idempotencyKey };
  });
