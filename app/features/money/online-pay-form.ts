// The 钱包支付 form's schema (Conform + zod, the same in the browser and in the action): the amount
// typed in yuan and sent in integer fen (amountYuanInFen), the wallet's payment password and the page's
// one-time key; the platform checks them against the wallet's password, what the bill owes and what the wallet holds.
import { z } from 'zod';
import { BILL_MESSAGES } from '#contract/money/bills';
import { payPasswordField, WALLET_MESSAGES } from '#contract/money/wallet';
import { amountYuanInFen } from './forms';

export const walletPaySchema = z
  .object({
    billId: z.coerce.number({ invalid_type_error: BILL_MESSAGES.notFound }).int().positive(BILL_MESSAGES.notFound),
    amountYuan: z.string({ required_error: WALLET_MESSAGES.payRequired }),
    payPassword: payPasswordField,
    idempotencyKey: z.string().min(8).max(64),
  })
  .transform((v, ctx) => {
    const amountFen = amountYuanInFen(v.amountYuan, ctx);
    if (amountFen === null) return z.NEVER;
    return { billId: v.billId, amountFen, payPassword: v.payPassword, idempotencyKey: v.idempotencyKey };
  });
