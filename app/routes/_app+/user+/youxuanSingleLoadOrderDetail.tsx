// /user/youxuanSingleLoadOrderDetail?orderId= — 优选订单详情: its parties see the order (and its
// moves); a preferred carrier sees an open one from the pool and may accept it (first wins).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { OrderDetailView } from '#app/features/orders/order-detail';
import { PreferredOffer } from '#app/features/orders/order-kind-views';
import { preferredDetailAction, preferredDetailData } from '#app/features/orders/kinds.server';

export const loader = (args: LoaderFunctionArgs) => preferredDetailData(args);
export const action = (args: ActionFunctionArgs) => preferredDetailAction(args);

export default function YouxuanSingleLoadOrderDetail() {
  const { row, canAccept, party } = useLoaderData<typeof loader>();
  return party ? <OrderDetailView detail={party} /> : <PreferredOffer row={row} canAccept={canAccept} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
