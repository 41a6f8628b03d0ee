// The bill screens' forms (Conform + zod, the same schema in the browser and in the action): a new
// bill's ticked waybills, and a bill's actions. The payment's amount is typed in yuan and sent in
// integer fen (parseYuan); the platform checks it against what is unpaid.
import { z } from 'zod';
import { BILL_MESSAGES, createBillInput, disputeBillInput, paidTimeField, payMeansField, receiptAccountField } from '#contract/money/bills';
import { parseYuan } from './amount';

const billId = z.coerce.number({ invalid_type_error: BILL_MESSAGES.notFound }).int().positive(BILL_MESSAGES.notFound);

export const createBillSchema = createBillInput.pick({ waybillIds: true });

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
    paidOn: z.string({ required_error: BILL_MESSAGES.paidOn }).regex(/^\d{4}-\d{2}-\d{2}$/, BILL_MESSAGES.paidOn),
    paidTime: paidTimeField,
    payMeans: payMeansField,
    receiptAccount: receiptAccountField,
    idempotencyKey: z.string().min(8).max(64),
  })
  .transform((v, ctx) => {
    const amount = parseYuan(v.amountYuan);
    if ('error' in amount) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['amountYuan'], message: amount.error });
      return z.NEVER;
    }
    const { amountYuan: _typed, ...rest } = v;
    return { ...rest, amountFen: amount.fen };
  });

export const billActionSchemas = {
  confirm: z.object({ billId }),
  cancel: z.object({ billId }),
  dispute: disputeBillInput.extend({ billId }),
  pay: offlinePaySchema,
};
