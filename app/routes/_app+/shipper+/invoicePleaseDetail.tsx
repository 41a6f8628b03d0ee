// /shipper/invoicePleaseDetail?id= — 开票申请详情 (operations): the application with its invoice
// details, waybills and 特定要素, amounts and history; record the issued invoice with its file
// (?do=issue), refuse it (?do=refuse) or reverse the issued invoice red (?do=reverse).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { InvoiceApplicationPage } from '#app/features/invoices/issuing-detail';
import { invoiceApplicationAction, invoiceApplicationData } from '#app/features/invoices/issuing.server';

export const loader = (args: LoaderFunctionArgs) => invoiceApplicationData(args);
export const action = (args: ActionFunctionArgs) => invoiceApplicationAction(args);

export default function InvoicePleaseDetail() {
  return <InvoiceApplicationPage {...useLoaderData<typeof loader>()} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
