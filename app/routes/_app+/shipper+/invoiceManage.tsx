// /shipper/invoiceManage — 申请开票: the company's paid waybills with something left to invoice
// (filters in the URL: waybill no., bill no., route, signed days), ticked into the apply screen, and
// its paid bills, each applied for whole. The invoice gate of requiresPass is the layout guard's
// (screen registry passKind 'invoice') and the platform's.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { candidateListData } from '#app/features/invoices/applications.server';
import { CandidateList } from '#app/features/invoices/candidate-list';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return candidateListData(args);
}

export default function InvoiceManage() {
  return <CandidateList {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
