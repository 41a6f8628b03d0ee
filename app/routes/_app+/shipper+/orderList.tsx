// /shipper/orderList — 运输订单: the orders the caller is party to, filters in the URL (GET form), page links.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { OrderListScreen } from '#app/features/orders/direction-lists';
import { orderListScreenData } from '#app/features/orders/orders.server';

export const loader = (args: LoaderFunctionArgs) => orderListScreenData(args);

export default function ShipperOrderList() {
  return (
    <>
      <p className="cap-actions">
        <Link to="/shipper/big/order">运输订单（框架合同）：新建、确认进度、下达子订单</Link>
      </p>
      <OrderListScreen path="/shipper/orderList" title="运输订单" />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
