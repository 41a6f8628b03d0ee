// /shipper/receivableBillDetail?id= — 账单详情 (payee): the bill the payer sent, with its lines,
// payments and history; confirm it, or dispute it with a reason (?do=dispute).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { BillDetailPage } from '#app/features/money/bill-detail';
import { billAction, billDetailData } from '#app/features/money/bills.server';
import { BILL_PATHS } from '#app/features/money/paths';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return billDetailData(args);
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return billAction(args, 'receive');
}

export default function ReceivableBillDetail() {
  return <BillDetailPage data={useLoaderData<typeof loader>()} listPath={BILL_PATHS.receive.list} detailPath={BILL_PATHS.receive.detail} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
