// /user/deliveryWaybillList — 发货派车单: waybills leaving my company, those of my sales orders;
// filters in the URL (GET form, counterpart company too), page links, export of the filter or the ticked rows.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { DirectionWaybillList } from '#app/features/orders/direction-lists';
import { waybillListScreenData } from '#app/features/orders/orders.server';

export const loader = (args: LoaderFunctionArgs) => waybillListScreenData(args, { view: 'delivery' });

export default function DeliveryWaybillList() {
  return <DirectionWaybillList view="delivery" />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
