// /shipper/agencyInvoicePlease — 代开申请 (operations, hidden): the queue of individual payees' 代开
// applications, applying first, with its filters in the URL and page links.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AgencyQueue } from '#app/features/invoices/agency-operations';
import { agencyQueueData } from '#app/features/invoices/agency.server';

export const loader = (args: LoaderFunctionArgs) => agencyQueueData(args);

export default function AgencyInvoicePlease() {
  return <AgencyQueue {...useLoaderData<typeof loader>()} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
