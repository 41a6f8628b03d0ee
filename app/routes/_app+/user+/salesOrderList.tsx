// /user/salesOrderList — 销售物流订单: my company's orders as shipper whose cargo it sells and ships out (业务方向 销售);
// filters in the URL (GET form), page links, export of the filter or the ticked rows.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { DirectionOrderList } from '#app/features/orders/direction-lists';
import { orderListScreenData } from '#app/features/orders/orders.server';

export const loader = (args: LoaderFunctionArgs) => orderListScreenData(args, { view: 'sales' });

export default function SalesOrderList() {
  return <DirectionOrderList view="sales" />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
