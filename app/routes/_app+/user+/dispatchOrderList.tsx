// /user/dispatchOrderList — 我的派车单: the waybills the caller is party to (the carrier's
// dispatches, the shipper's deliveries, a driver's own trips), filters in the URL, export; the
// same list as /order-manage/dispatchOrder under its own title.
import { useLoaderData } from '@remix-run/react';
import { WaybillList } from '#app/features/orders/order-ui';
import type { loader } from '../order-manage+/dispatchOrder';
export { loader } from '../order-manage+/dispatchOrder';

export default function DispatchOrderList() {
  const { query, rows, total, capped, detailPath } = useLoaderData<typeof loader>();
  return <WaybillList path="/user/dispatchOrderList" title="我的派车单" detailPath={detailPath} query={query} rows={rows} total={total} capped={capped} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
