// The 代开 forms, the same schemas in the browser (loaded after hydration) and in the actions: the
// payee's request for the 代开 agreement (an e-contract, signed on its page) and application, operations' record of the tax office's
// invoice (amounts in yuan, sent in fen; its file checked and uploaded by the action), refusal and red reversal, and the
// record of a payee's period.
import { z } from 'zod';
import { agencyIssueInput, agencyPeriodIssueInput, agencyRefuseInput, agencyReverseInput } from '#contract/invoices/agency';
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
/** The red reversal of an issued 代开 invoice: its 红字确认单 number. */
export const agencyReverseForm = agencyReverseInput.extend({ id: applicationId });

export const agencyForms = { issue: agencyIssueForm, refuse: agencyRefuseForm, reverse: agencyReverseForm };
export type AgencyIntent = keyof typeof agencyForms;

/**
 * Operations' record of the tax office's invoice for a payee's period (/shipper/agencyInvoicePlease?tab=period):
 * the payee and period the preview showed (hidden), the invoice's number and date, its amounts in
 * yuan (sent in fen; the platform checks them against the period's waybills) and its file.
 */
export const agencyPeriodForm = invoiceAmountsForm(
  {
    payeeMobile: agencyPeriodIssueInput.innerType().shape.payeeMobile,
    periodFrom: agencyPeriodIssueInput.innerType().shape.periodFrom,
    periodTo: agencyPeriodIssueInput.innerType().shape.periodTo,
    invoiceNo: agencyPeriodIssueInput.innerType().shape.invoiceNo,
    issuedOn: agencyPeriodIssueInput.innerType().shape.issuedOn,
  },
  { amount: M.periodAmountMismatch, tax: M.taxNotApplied },
);
export const agencyPeriodForms = { issue: agencyPeriodForm };
