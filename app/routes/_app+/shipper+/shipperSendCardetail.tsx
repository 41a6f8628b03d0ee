// /shipper/shipperSendCardetail?id= — 派车单详情: the waybill, its timeline and exceptions, and the caller's moves
// (the driver's departure, loading and unloading; the shipper's signing; the dispatcher's void), and
// the route so far on a map fitted to it (行驶轨迹).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ORDER_MESSAGES } from '#contract/orders/labels';
import { WaybillDetailView } from '#app/features/orders/waybill-detail';
import { WaybillRouteMap } from '#app/features/orders/route-map';
import { requireUser } from '#app/utils/auth.server';
import { idOr404, waybillAction, waybillDetailData } from '#app/features/orders/orders.server';
import { routeMapData } from '#app/features/orders/track.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const id = idOr404(new URL(args.request.url).searchParams.get('id'), ORDER_MESSAGES.waybillNotFound);
  const [detail, route] = await Promise.all([waybillDetailData(args, id), routeMapData(args, id)]);
  return { ...detail, route };
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return waybillAction(args, '/shipper/shipperSendCardetail');
}

export default function ShipperSendCarDetail() {
  const { route, ...detail } = useLoaderData<typeof loader>();
  return (
    <WaybillDetailView detail={detail} listPath="/user/dispatchOrderList" trackPath="/shipper/dispatch/track" routeMap={<WaybillRouteMap route={route} />} />
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
