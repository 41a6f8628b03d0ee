// /user/receiveWaybillList — 收货派车单: waybills arriving at my company, those of my purchase orders and of other shippers' cargo naming my company as receiving company (read-only, no prices);
// filters in the URL (GET form, counterpart company too), page links, export of the filter or the ticked rows.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { DirectionWaybillList } from '#app/features/orders/direction-lists';
import { waybillListScreenData } from '#app/features/orders/orders.server';

export const loader = (args: LoaderFunctionArgs) => waybillListScreenData(args, { view: 'receive' });

export default function ReceiveWaybillList() {
  return <DirectionWaybillList view="receive" />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
