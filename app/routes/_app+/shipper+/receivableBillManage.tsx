// /shipper/receivableBillManage — 账单管理 (payee): the settlement bills others owe the caller, with
// filters in the URL (status, payer, bill no., days made), page links and the export; each bill's
// page answers it (confirm or dispute).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { BillList } from '#app/features/money/bill-list';
import { billListData } from '#app/features/money/bills.server';
import { BILL_PATHS } from '#app/features/money/paths';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return billListData(args, 'receive');
}

export default function ReceivableBillManage() {
  const { query, rows, total } = useLoaderData<typeof loader>();
  return (
    <BillList path={BILL_PATHS.receive.list} title="账单管理" side="receive" detailPath={BILL_PATHS.receive.detail} query={query} rows={rows} total={total} />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
