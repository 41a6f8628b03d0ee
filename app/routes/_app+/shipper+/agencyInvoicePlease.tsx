// /shipper/agencyInvoicePlease — 代开申请 (operations, hidden): the queue of individual payees' 代开
// applications, applying first, with its filters in the URL and page links; ?tab=period: a payee's
// period (a month or two days) with the waybills it would cover, and the POST that records the tax
// office's invoice for them.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AgencyPeriod, AgencyQueue } from '#app/features/invoices/agency-operations';
import { agencyPeriodAction, agencyPeriodData, agencyQueueData } from '#app/features/invoices/agency.server';

export async function loader(args: LoaderFunctionArgs) {
  if (new URL(args.request.url).searchParams.get('tab') === 'period') return { queue: null, period: await agencyPeriodData(args) };
  return { queue: await agencyQueueData(args), period: null };
}

export const action = (args: ActionFunctionArgs) => agencyPeriodAction(args);

export default function AgencyInvoicePlease() {
  const { queue, period } = useLoaderData<typeof loader>();
  return period ? <AgencyPeriod {...period} /> : <AgencyQueue {...queue!} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
