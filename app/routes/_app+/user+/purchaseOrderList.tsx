// /user/purchaseOrderList — 采购物流订单: my company's orders as shipper whose cargo it bought and hauls in (业务方向 采购);
// filters in the URL (GET form), page links, export of the filter or the ticked rows.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { DirectionOrderList } from '#app/features/orders/direction-lists';
import { requireUser } from '#app/utils/auth.server';
import { orderListData } from '#app/features/orders/orders.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return orderListData(args, { view: 'purchase' });
}

export default function PurchaseOrderList() {
  return <DirectionOrderList view="purchase" />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
