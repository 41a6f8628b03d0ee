// The apply form's schema (Conform + zod, the same in the browser and in the action): the waybills
// and the amount the screen showed come as hidden fields, the kind and the remark are chosen. The
// platform checks the waybills and the amount again (applyInvoiceInput) and refuses a changed one.
import { z } from 'zod';
import { applyInvoiceInput } from '#contract/invoices/applications';
import { INVOICE_MESSAGES as M } from '#contract/invoices/messages';

export const applyInvoiceForm = applyInvoiceInput.extend({
  // a hidden field sends its digits; the platform compares the integer fen
  amountFen: z.coerce.number({ invalid_type_error: M.amountMismatch }).int(M.amountMismatch).min(1, M.amountMismatch),
  remark: z.string().trim().max(200, M.remarkTooLong).optional(),
});
