// /order-manage/dispatchOrder — 运单管理: the waybills the caller is party to (the carrier's
// dispatches, the shipper's deliveries, a driver's own trips), filters in the URL, export.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { WaybillList } from '#app/features/orders/order-ui';
import { requireUser } from '#app/utils/auth.server';
import { waybillDetailPathFor, waybillListData } from '#app/features/orders/orders.server';

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  return { ...(await waybillListData(args)), detailPath: waybillDetailPathFor(user) };
}

export default function DispatchOrderManage() {
  const { query, rows, total, capped, detailPath } = useLoaderData<typeof loader>();
  return <WaybillList path="/order-manage/dispatchOrder" title="运单管理" detailPath={detailPath} query={query} rows={rows} total={total} capped={capped} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
