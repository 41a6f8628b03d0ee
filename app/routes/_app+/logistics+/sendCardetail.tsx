// /logistics/sendCardetail?id= — 派车单详情: the waybill, its timeline and exceptions, and the caller's moves
// (the driver's departure, loading and unloading; the shipper's signing; the dispatcher's void).
// On the road, the driver's phone page also reports positions (上报位置; with JS by geolocation),
// and the route so far is drawn on a map fitted to it (行驶轨迹).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ORDER_MESSAGES } from '#contract/orders/labels';
import { PositionReport } from '#app/features/orders/position-report';
import { WaybillDetailView } from '#app/features/orders/waybill-detail';
import { WaybillRouteMap } from '#app/features/orders/route-map';
import { requireUser } from '#app/utils/auth.server';
import { idOr404, waybillAction, waybillDetailData } from '#app/features/orders/orders.server';
import { isPositionPost, positionAction, positionAndRouteData } from '#app/features/orders/track.server';

const waybillIdOf = (request: Request) => idOr404(new URL(request.url).searchParams.get('id'), ORDER_MESSAGES.waybillNotFound);

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const id = waybillIdOf(args.request);
  const [detail, { position, route }] = await Promise.all([waybillDetailData(args, id), positionAndRouteData(args, id)]);
  return { ...detail, position, route };
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  if (await isPositionPost(args.request)) return positionAction(args, `/logistics/sendCardetail?id=${waybillIdOf(args.request)}`);
  return waybillAction(args, '/logistics/sendCardetail');
}

export default function SendCarDetail() {
  const { position, route, ...detail } = useLoaderData<typeof loader>();
  return (
    <WaybillDetailView detail={detail} listPath="/user/dispatchOrderList" trackPath="/shipper/dispatch/track" routeMap={<WaybillRouteMap route={route} />}>
      {position.canReport ? <PositionReport state={position} action={`/logistics/sendCardetail?id=${detail.waybill.id}`} /> : null}
    </WaybillDetailView>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
