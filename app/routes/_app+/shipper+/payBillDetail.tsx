// /shipper/payBillDetail?id= — 结算单详情 (payer): the bill's header (total in yuan and in capitals),
// lines, payments and history; cancel while unconfirmed (?do=cancel asks first), record an offline
// payment once confirmed (?do=pay: amount in yuan, bank serial, date, a one-time key).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { BillDetailPage } from '#app/features/money/bill-ui';
import { billAction, billDetailData } from '#app/features/money/bills.server';
import { BILL_PATHS } from '#app/features/money/paths';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return billDetailData(args);
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return billAction(args, 'pay');
}

export default function PayBillDetail() {
  return <BillDetailPage data={useLoaderData<typeof loader>()} listPath={BILL_PATHS.pay.list} detailPath={BILL_PATHS.pay.detail} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
