// /shipper/invoiceHistory — 开票历史: the company's issued invoices and those reversed red (RED), with
// filters in the URL, page links and the export; a row leads to its application's page.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { ApplicationList } from '#app/features/invoices/application-list';
import { applicationListData } from '#app/features/invoices/applications.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return applicationListData(args, 'history');
}

export default function InvoiceHistory() {
  return <ApplicationList scope="history" data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
