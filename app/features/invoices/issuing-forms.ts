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

export const issueForm = z
  .object({
    id: applicationId,
    medium: issueInvoiceInput.shape.medium,
    invoiceCode: z.preprocess(blank, issueInvoiceInput.shape.invoiceCode),
    invoiceNo: issueInvoiceInput.shape.invoiceNo,
    issuedOn: issueInvoiceInput.shape.issuedOn,
    amountYuan: z.string({ required_error: M.amountNotApplied }),
    taxYuan: z.string({ required_error: M.taxNotApplied }),
    /** the invoice's PDF or image: the action checks and uploads it, then sends its uuid */
    file: z.any().optional(),
    courierCompany: z.preprocess(blank, issueInvoiceInput.shape.courierCompany),
    courierNo: z.preprocess(blank, issueInvoiceInput.shape.courierNo),
  })
  .transform((v, ctx) => {
    const amountFen = fenOf(v.amountYuan, 'amountYuan', M.amountNotApplied, ctx);
    const taxFen = fenOf(v.taxYuan, 'taxYuan', M.taxNotApplied, ctx);
    if (amountFen === null || taxFen === null) return z.NEVER;
    const { amountYuan: _amount, taxYuan: _tax, file: _file, ...rest } = v;
    return { ...rest, amountFen, taxFen };
  });

export const refuseForm = refuseApplicationInput.extend({ id: applicationId });
export const reverseForm = reverseInvoiceInput.extend({ id: applicationId });

export const issuingForms = { issue: issueForm, refuse: refuseForm, reverse: reverseForm };
export type IssuingIntent = keyof typeof issuingForms;
