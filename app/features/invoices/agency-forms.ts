// The 代开 forms, the same schemas in the browser (loaded after hydration) and in the actions: the
// payee's request for the 代开 agreement (an e-contract, signed on its page) and application, operations' record of the tax office's
// invoice (amounts in yuan, sent in fen; its file checked and uploaded by the action) and refusal.
import { z } from 'zod';
import { agencyIssueInput, agencyRefuseInput } from '#contract/invoices/agency';
import { AGENCY_MESSAGES as M } from '#contract/invoices/agency-labels';
import { invoiceAmountsForm } from './issuing-forms';

const applicationId = z.coerce.number({ invalid_type_error: M.notFound }).int().positive(M.notFound);

/** The agreement's form: the tick box that the text was read (a ticked box posts 'on'); the contract is then made and signed on its page. */
export const signForm = z.object({
  accept: z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.literal(true, { errorMap: () => ({ message: M.acceptRequired }) })),
});

/** The apply form carries only the tick boxes (read by the action); this gives its replies a submission. */
export const applyForm = z.object({});

export const agencyIssueForm = invoiceAmountsForm(
  { id: applicationId, invoiceNo: agencyIssueInput.shape.invoiceNo, issuedOn: agencyIssueInput.shape.issuedOn },
  { amount: M.amountNotApplied, tax: M.taxNotApplied },
);
export const agencyRefuseForm = agencyRefuseInput.extend({ id: applicationId });

export const agencyForms = { issue: agencyIssueForm, refuse: agencyRefuseForm };
export type AgencyIntent = keyof typeof agencyForms;
