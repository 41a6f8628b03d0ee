// /shipper/invoicePlease — 开票申请 (operations, hidden): the queue of invoice applications of every
// company, waiting first, with its filters in the URL and page links; each row opens the application.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { InvoiceQueue } from '#app/features/invoices/issuing-queue';
import { invoiceQueueData } from '#app/features/invoices/issuing.server';

export const loader = (args: LoaderFunctionArgs) => invoiceQueueData(args);

export default function InvoicePlease() {
  return <InvoiceQueue {...useLoaderData<typeof loader>()} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
