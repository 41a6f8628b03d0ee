// The operations forms of an application (/shipper/invoicePleaseDetail), the same schemas in the
// browser (loaded after hydration) and in the action: the issued invoice (amounts typed in yuan as
// the invoice prints them, sent in fen; its file chosen here, checked and uploaded by the action),
// the refusal with its reason, and the red reversal with its 红字确认单 number. The platform checks
// what needs the application (its amounts and date, the number's length for the medium).
import { z } from 'zod';
import { plainYuanText, yuanToFen } from '#contract/format';
import { issueInvoiceInput, refuseApplicationInput, reverseInvoiceInput } from '#contract/invoices/issuing';
import { INVOICE_MESSAGES as M } from '#contract/invoices/messages';

const applicationId = z.coerce.number({ invalid_type_error: M.applicationNotFound }).int().positive(M.applicationNotFound);

/** A yuan amount of the invoice (0 allowed: the tax of a tiny amount) as fen, or the field's message. */
function fenOf(typed: string, field: 'amountYuan' | 'taxYuan', message: string, ctx: z.RefinementCtx): number | null {
  const fen = yuanToFen(plainYuanText(typed));
  if (fen !== null && fen >= 0) return fen;
  ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message });
  return null;
}

const blank = (v: unknown) => (v === '' ? undefined : v);

/**
 * An issued invoice's form: `shape`'s fields, the amounts typed in yuan as the invoice prints them
 * (sent in fen) and the file (checked and uploaded by the action, which sends its uuid).
 */
export function invoiceAmountsForm<S extends z.ZodRawShape>(shape: S, messages: { amount: string; tax: string }) {
  return z
    .object({
      ...shape,
      amountYuan: z.string({ required_error: messages.amount }),
      taxYuan: z.string({ required_error: messages.tax }),
      /** the invoice's PDF or image: the action checks and uploads it, then sends its uuid */
      file: z.any().optional(),
    })
    .transform((v, ctx) => {
      const { amountYuan, taxYuan, file: _file, ...rest } = v as { amountYuan: string; taxYuan: string; file?: unknown };
      const amountFen = fenOf(amountYuan, 'amountYuan', messages.amount, ctx);
      const taxFen = fenOf(taxYuan, 'taxYuan', messages.tax, ctx);
      if (amountFen === null || taxFen === null) return z.NEVER;
      return { ...(rest as z.output<z.ZodObject<S>>), amountFen, taxFen };
    });
}

export const issueForm = invoiceAmountsForm(
  {
    id: applicationId,
    medium: issueInvoiceInput.shape.medium,
    invoiceCode: z.preprocess(blank, issueInvoiceInput.shape.invoiceCode),
    invoiceNo: issueInvoiceInput.shape.invoiceNo,
    issuedOn: issueInvoiceInput.shape.issuedOn,
    courierCompany: z.preprocess(blank, issueInvoiceInput.shape.courierCompany),
    courierNo: z.preprocess(blank, issueInvoiceInput.shape.courierNo),
  },
  { amount: M.amountNotApplied, tax: M.taxNotApplied },
);

export const refuseForm = refuseApplicationInput.extend({ id: applicationId });
export const reverseForm = reverseInvoiceInput.extend({ id: applicationId });

export const issuingForms = { issue: issueForm, refuse: refuseForm, reverse: reverseForm };
export type IssuingIntent = keyof typeof issuingForms;
