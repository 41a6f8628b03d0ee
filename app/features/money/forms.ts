// The bill screens' forms (Conform + zod, the same schema in the browser and in the action): a new
// bill's ticked waybills with their deductions, and a bill's actions. Amounts are typed in yuan and
// sent in integer fen (parseYuan); the platform checks a deduction against the waybill's freight
// and a payment against what is unpaid.
import { z } from 'zod';
import {
  BILL_MESSAGES,
  billDeductionInput,
  createBillInput,
  disputeBillInput,
  paidTimeField,
  payMeansField,
  paymentDay,
  receiptAccountField,
} from '#contract/money/bills';
import { parseYuan } from './amount';

/** A form's amount typed in yuan (its field amountYuan) as integer fen, or null with the message put at the field. */
export function amountYuanInFen(amountYuan: string, ctx: z.RefinementCtx): number | null {
  const amount = parseYuan(amountYuan);
  if ('fen' in amount) return amount.fen;
  ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['amountYuan'], message: amount.error });
  return null;
}

const billId = z.coerce.number({ invalid_type_error: BILL_MESSAGES.notFound }).int().positive(BILL_MESSAGES.notFound);

/** One row of the new-bill table: its waybill (hidden), the deduction in yuan and its reason, both optional. */
const deductionRow = z.object({
  waybillId: billDeductionInput.shape.waybillId,
  amountYuan: z.string().optional(),
  reason: z.string().trim().max(200, '扣款原因最多 200 个字符').optional(),
});

/**
 * The ticked waybills and the deductions typed on their rows (rows not ticked, or without an
 * amount, deduct nothing). An amount needs a reason; errors land on the row's field
 * (deductions[i].amountYuan / .reason).
 */
export const createBillSchema = createBillInput
  .pick({ waybillIds: true })
  .extend({ deductions: z.array(deductionRow).max(200).default([]) })
  .transform((v, ctx) => {
    const ticked = new Set(v.waybillIds);
    const deductions: { waybillId: number; amountFen: number; reason: string }[] = [];
    v.deductions.forEach((d, i) => {
      if (!ticked.has(d.waybillId) || !d.amountYuan?.trim()) return;
      const amount = parseYuan(d.amountYuan);
      if ('error' in amount) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['deductions', i, 'amountYuan'], message: amount.error });
      else if (!d.reason) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['deductions', i, 'reason'], message: BILL_MESSAGES.deductionReason });
      else deductions.push({ waybillId: d.waybillId, amountFen: amount.fen, reason: d.reason });
    });
    return { waybillIds: v.waybillIds, deductions };
  });

export const offlinePaySchema = z
  .object({
    billId,
    amountYuan: z.string({ required_error: '请输入金额' }),
    bankSerial: z
      .string({ required_error: BILL_MESSAGES.bankSerial })
      .trim()
      .min(1, BILL_MESSAGES.bankSerial)
      .max(50, '银行流水号最多 50 个字符')
      .regex(/^[0-9A-Za-z-]+$/, '银行流水号只能包含字母、数字和短横线'),
    paidOn: paymentDay,
    paidTime: paidTimeField,
    payMeans: payMeansField,
    receiptAccount: receiptAccountField,
    /** the 付款回单 image (optional): the action checks and uploads it, then sends its uuid */
    receipt: z.any().optional(),
    idempotencyKey: z.string().min(8).max(64),
  })
  .transform((v, ctx) => {
    const amountFen = amountYuanInFen(v.amountYuan, ctx);
    if (amountFen === null) return z.NEVER;
    const { amountYuan: _typed, receipt: _file, ...rest } = v;
    return { ...rest, amountFen };
  });

export const billActionSchemas = {
  confirm: z.object({ billId }),
  cancel: z.object({ billId }),
  dispute: disputeBillInput.extend({ billId }),
  pay: offlinePaySchema,
};
