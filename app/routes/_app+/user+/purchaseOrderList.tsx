// /user/purchaseOrderList — 采购物流订单: my company's orders as shipper whose cargo it bought and hauls in (业务方向 采购);
// filters in the URL (GET form), page links, export of the filter or the ticked rows.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { DirectionOrderList } from '#app/features/orders/direction-lists';
import { orderListScreenData } from '#app/features/orders/orders.server';

export const loader = (args: LoaderFunctionArgs) => orderListScreenData(args, { view: 'purchase' });

export default function PurchaseOrderList() {
  return <DirectionOrderList view="purchase" />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
