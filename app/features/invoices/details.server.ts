// 开票信息 (/my-center/editInvoice): the loader's read and the action's save. The schema comes from
// the contract here, in a `.server` module, so zod stays out of the route's client chunk.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { invoiceDetailsInput } from '#contract/invoices/details';
import { INVOICE_MESSAGES } from '#contract/invoices/messages';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';
import { readForm, redirectWith, saveForm } from '#app/utils/forms.server';
import { INVOICE_PATHS } from './paths';

export async function loadInvoiceDetails(args: LoaderFunctionArgs) {
  await requireUser(args);
  return { details: await api.invoices.details(args) };
}

export async function saveInvoiceDetailsForm(args: ActionFunctionArgs) {
  await requireUser(args);
  const result = await saveForm(args, await readForm(args.request), invoiceDetailsInput, api.invoices.saveDetails);
  if (!result.ok) return result.response;
  return redirectWith(args.request, INVOICE_PATHS.details, INVOICE_MESSAGES.detailsSaved);
}
