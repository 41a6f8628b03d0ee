// /shipper/invoiceLists — 发票列表: the company's issued invoices (SEND), with filters in the URL, page
// links, the export and each invoice's file; a row leads to its application's page.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { ApplicationList } from '#app/features/invoices/application-list';
import { applicationListData } from '#app/features/invoices/applications.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return applicationListData(args, 'issued');
}

export default function InvoiceLists() {
  return <ApplicationList scope="issued" data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
