// /shipper/agencyInvoicePleaseDetail?id= — 代开申请详情 (operations): the application with its waybills
// and history; record the tax office's invoice with its file (?do=issue) or refuse it (?do=refuse).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AgencyOperationsDetail } from '#app/features/invoices/agency-operations';
import { agencyDetailData, agencyOperationsAction } from '#app/features/invoices/agency.server';

export const loader = (args: LoaderFunctionArgs) => agencyDetailData(args);
export const action = (args: ActionFunctionArgs) => agencyOperationsAction(args);

export default function AgencyInvoicePleaseDetail() {
  return <AgencyOperationsDetail {...useLoaderData<typeof loader>()} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
