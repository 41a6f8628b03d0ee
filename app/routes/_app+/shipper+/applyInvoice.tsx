// /shipper/applyInvoice?waybillId=…&waybillId=… (or ?billId=) — 开票申请: the chosen waybills with what
// is left to invoice on each and their 特定要素, the total and the 9 % tax by the stated rule, the
// invoice details the application copies, kind and remark; posts /invoice/apply and goes to the
// application's page, or shows the platform's refusal at the form.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { ApplyInvoiceForm } from '#app/features/invoices/apply-form';
import { applyAction, applyData } from '#app/features/invoices/applications.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return applyData(args);
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return applyAction(args);
}

export default function ApplyInvoice() {
  return <ApplyInvoiceForm data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
