// The 代开 forms, the same schemas in the browser (loaded after hydration) and in the actions: the
// payee's acceptance of the agreement and application, operations' record of the tax office's
// invoice (amounts in yuan, sent in fen; its file checked and uploaded by the action) and refusal.
import { z } from 'zod';
import { agencyIssueInput, agencyRefuseInput, signAgreementInput } from '#contract/invoices/agency';
import { AGENCY_MESSAGES as M } from '#contract/invoices/agency-labels';
import { invoiceAmountsForm } from './issuing-forms';

const applicationId = z.coerce.number({ invalid_type_error: M.notFound }).int().positive(M.notFound);

/** The agreement's form: the version read, and the tick box (a ticked box posts 'on'). */
export const signForm = signAgreementInput.extend({
  accept: z.preprocess((v) => v === 'on' || v === 'true' || v === true, signAgreementInput.shape.accept),
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
