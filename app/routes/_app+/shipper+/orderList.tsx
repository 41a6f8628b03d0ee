// /shipper/orderList — 运输订单: the orders the caller is party to, filters in the URL (GET form), page links.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { OrderList } from '#app/features/orders/order-ui';
import { requireUser } from '#app/utils/auth.server';
import { orderListData } from '#app/features/orders/orders.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return orderListData(args);
}

export default function ShipperOrderList() {
  const { query, rows, total } = useLoaderData<typeof loader>();
  return (
    <>
      <p className="cap-actions">
        <Link to="/shipper/big/order">运输订单（框架合同）：新建、确认进度、下达子订单</Link>
      </p>
      <OrderList path="/shipper/orderList" title="运输订单" query={query} rows={rows} total={total} />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
