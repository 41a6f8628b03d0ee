// 开票信息 (/my-center/editInvoice): the company's invoice title, taxpayer number, bank and mailing
// details, which each invoice application copies when it is made.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { InvoiceDetailsForm } from '#app/features/invoices/details-form';
import { loadInvoiceDetails, saveInvoiceDetailsForm } from '#app/features/invoices/details.server';

export const loader = (args: LoaderFunctionArgs) => loadInvoiceDetails(args);
export const action = (args: ActionFunctionArgs) => saveInvoiceDetailsForm(args);

export default function EditInvoice() {
  const { details } = useLoaderData<typeof loader>();
  return <InvoiceDetailsForm details={details} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
